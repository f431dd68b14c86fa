import { existsSync, readFileSync } from 'node:fs';
import { BANGLA_NOT_FOUND, REWRITES } from './rewrites.ts';
import { securityHeaders } from '#shared/security/security-headers.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, HOST_FILES, IMMUTABLE_PATHS, cacheControl } from './headers.ts';

/**
 * Renders publishing/hosting/nginx/*.conf.template from the site's one policy
 * (src/shared/security/security-headers.ts), caching (publishing/hosting/headers.ts) and
 * rewrites (publishing/hosting/rewrites.ts).
 */

const TEMPLATES = new URL('./nginx/', import.meta.url);

/** Debian's dynamic brotli modules (libnginx-mod-http-brotli-filter/-static). */
export const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];

export function brotliAvailable(): boolean {
  return BROTLI_MODULES.every((path) => existsSync(path));
}

export interface SiteOptions {
  /** The built site (absolute path). */
  root: string;
  /** What nginx listens on: a port, or address:port. */
  listen: string;
  serverName: string;
  /** The API origins the build was made for (images and XHR). */
  origins: readonly string[];
  brotli: boolean;
}

export interface StandaloneOptions extends SiteOptions {
  /** nginx's prefix: pid, logs and temp files go here. */
  prefix: string;
}

/** A value nginx reads literally inside double quotes: no quote, no variable, no line break. */
function quoted(value: string, what: string): string {
  if (/["$\\\n\r]/.test(value)) throw new Error(`${what} cannot go into the nginx configuration as is: ${value}`);
  return value;
}

/** A location regex: nginx does not expand variables there, so `$` (end) and `\` are fine. */
function quotedPattern(value: string): string {
  if (/["\n\r]/.test(value)) throw new Error(`rewrite pattern cannot go into the nginx configuration as is: ${value}`);
  return value;
}

function fill(template: string, values: Record<string, string>): string {
  const out = template.replace(/\{\{([A-Z_]+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`no value for {{${key}}} in the nginx template`);
    return value;
  });
  return out;
}

function headerLines(origins: readonly string[], indent: string): string {
  return Object.entries(securityHeaders(origins))
    .map(([name, value]) => `${indent}add_header ${name} "${quoted(value, name)}" always;`)
    .join('\n');
}

/** A JavaScript regex as nginx reads it (PCRE reads it alike; `\/` is just `/`). */
function locationRegex(pattern: RegExp): string {
  return quotedPattern(pattern.source.replaceAll('\\/', '/'));
}

/** The paths the local server caches for good (regex locations: the search index's needs one). */
function immutableLocations(headers: string): string {
  return IMMUTABLE_PATHS.map(({ pattern }) =>
    [
      `    location ~ "${locationRegex(pattern)}" {`,
      headers,
      `        add_header Cache-Control "${CACHE_IMMUTABLE}" always;`,
      '        try_files $uri =404;',
      '    }',
    ].join('\n'),
  ).join('\n');
}

/** The same derived expression the local server uses, quoted for nginx. */
function rewriteLocations(headers: string): string {
  return REWRITES.map(({ from, to, pattern }) =>
    [
      `    # ${from} -> ${to}`,
      `    location ~ "${locationRegex(pattern)}" {`,
      headers,
      `        add_header Cache-Control "${cacheControl(from)}" always;`,
      `        try_files ${to} =404;`,
      '    }',
    ].join('\n'),
  ).join('\n');
}

function brotliBlock(enabled: boolean): string {
  if (!enabled) return '    # brotli: no module installed (Debian: libnginx-mod-http-brotli-filter, -static).\n';
  return [
    '    brotli on;',
    '    brotli_static on;',
    '    brotli_comp_level 5;',
    '    brotli_min_length 256;',
    '    brotli_types text/css text/plain text/xml application/xml application/json application/javascript text/javascript image/svg+xml application/manifest+json;',
    '',
  ].join('\n');
}

export function renderSite(options: SiteOptions): string {
  const headers = headerLines(options.origins, '        ');
  return fill(readFileSync(new URL('site.conf.template', TEMPLATES), 'utf8'), {
    GENERATED: `rendered for API origins: ${options.origins.join(' ')}`,
    LISTEN: quoted(options.listen, 'listen'),
    SERVER_NAME: quoted(options.serverName, 'server name'),
    ROOT: quoted(options.root, 'root'),
    BROTLI: brotliBlock(options.brotli),
    IMMUTABLE_LOCATIONS: immutableLocations(headers),
    CACHE_REVALIDATE,
    SECURITY_HEADERS: headers,
    HOST_FILE_LOCATIONS: HOST_FILES.map((path) => `    location = ${path} { return 404; }`).join('\n'),
    REWRITE_LOCATIONS: rewriteLocations(headers),
    BANGLA_PREFIX: BANGLA_NOT_FOUND.prefix,
    BANGLA_NOT_FOUND: BANGLA_NOT_FOUND.page,
  });
}

export function renderStandalone(options: StandaloneOptions): string {
  const site = renderSite(options)
    .split('\n')
    .map((line) => (line ? `    ${line}` : line))
    .join('\n');
  return fill(readFileSync(new URL('standalone.conf.template', TEMPLATES), 'utf8'), {
    PREFIX: quoted(options.prefix, 'prefix'),
    LOAD_MODULES: options.brotli ? BROTLI_MODULES.map((path) => `load_module ${path};`).join('\n') : '',
    SITE: site,
  });
}
