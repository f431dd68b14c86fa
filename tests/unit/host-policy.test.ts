import { describe, expect, it } from 'vitest';
import { REWRITES, rewrite } from '../../publishing/hosting/rewrites.ts';
import { apiOrigins, apiUrlsFromEnv } from '#shared/security/api-origins.ts';
import { headerCsp, pageCspDirectives, securityHeaders } from '#shared/security/security-headers.ts';
import { IMMUTABLE_PATHS, cacheControl } from '../../publishing/hosting/headers.ts';
import { renderHeadersFile, renderRedirectsFile } from '../../publishing/hosting/static-host-files.ts';
import { renderSite, renderStandalone } from '../../publishing/hosting/nginx-config.ts';

const ORIGINS = ['https://api.example.com', 'https://cms.example.com'];
const site = (overrides: Partial<Parameters<typeof renderSite>[0]> = {}) =>
  renderSite({ root: '/srv/storefront', listen: '8080', serverName: 'shop.example.com', origins: ORIGINS, brotli: false, ...overrides });

describe('rewrites', () => {
  it('answer any one-segment search address with the search page, and nothing else', () => {
    expect(rewrite('/books/search/gitanjali')).toBe('/books/search/index.html');
    expect(rewrite('/books/search/গীতাঞ্জলি/')).toBe('/books/search/index.html');
    expect(rewrite('/books/search/')).toBeNull();
    expect(rewrite('/books/search/a/b')).toBeNull();
    expect(rewrite('/books/searchx/a')).toBeNull();
  });
});

describe('the policy', () => {
  it('lets pages reach only the site and the API origins, with defaults like the build', () => {
    expect(apiOrigins(apiUrlsFromEnv({ API_PORT: '4999' }))).toEqual(['http://127.0.0.1:4999']);
    expect(apiOrigins(apiUrlsFromEnv({ SHOP_API_URL: `${ORIGINS[0]}/api/v1`, CONTENT_API_URL: `${ORIGINS[1]}/content` }))).toEqual(ORIGINS);
    expect(pageCspDirectives(ORIGINS)).toEqual([
      "default-src 'self'",
      `img-src 'self' data: ${ORIGINS.join(' ')}`,
      `connect-src 'self' ${ORIGINS.join(' ')}`,
      "font-src 'self'",
    ]);
  });

  it('keeps script-src, style-src and default-src out of the header, where they would override the page hashes', () => {
    const names = headerCsp(ORIGINS)
      .split(';')
      .map((part) => part.trim().split(' ')[0]);
    expect(names).not.toContain('script-src');
    expect(names).not.toContain('style-src');
    expect(names).not.toContain('default-src');
    expect(names).toEqual(expect.arrayContaining(['frame-ancestors', 'object-src', 'base-uri', 'form-action']));
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    expect(cacheControl('/_astro/index.B26T4bLj.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/')).toBe('no-cache');
    expect(cacheControl('/favicon.svg')).toBe('no-cache');
  });

  it('caches a search index version folder for a year, but revalidates its manifest and Pagefind', () => {
    for (const dir of ['t', 's', 'u', 'c'])
      expect(cacheControl(`/search-index/4d6b6ceff2b6/${dir}/eaaab2ce96b9.json`)).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/search-index/index.json')).toBe('no-cache');
    expect(cacheControl('/search-index/4d6b6ceff2b/t/eaaab2ce96b9.json')).toBe('no-cache');
    expect(cacheControl('/publications/search-index.json')).toBe('no-cache');
    expect(cacheControl('/pagefind/pagefind.js')).toBe('no-cache');
  });

  it('spells each immutable path for _headers so it matches what its regex matches', () => {
    // How those hosts read a rule: `:name` is one path segment, `*` anything after.
    const hostMatches = (rule: string, path: string) => new RegExp(`^${rule.replace(/:\w+/g, '[^/]+').replaceAll('*', '.*')}$`).test(path);
    const paths = [
      '/_astro/index.B26T4bLj.js',
      '/search-index/4d6b6ceff2b6/t/eaaab2ce96b9.json',
      '/search-index/index.json',
      '/',
      '/pagefind/pagefind.js',
    ];
    for (const { pattern, rule } of IMMUTABLE_PATHS) {
      for (const path of paths) expect(hostMatches(rule, path), `${rule} on ${path}`).toBe(pattern.test(path));
    }
  });
});

describe('_headers and _redirects', () => {
  it('carry every security header on /* and the immutable cache on /_astro/* and search index versions only', () => {
    const file = renderHeadersFile(ORIGINS);
    const [all = '', ...immutable] = file.split('\n\n');
    const rules = all.split('\n').filter((line) => !line.startsWith('#'));
    expect(rules).toEqual(['/*', ...Object.entries(securityHeaders(ORIGINS)).map(([name, value]) => `  ${name}: ${value}`)]);
    expect(immutable.join('\n\n')).toBe(
      '/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n\n/search-index/:version/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
  });

  it('rewrite every shared rewrite with status 200, then send unknown Bangla paths to the Bangla not-found page', () => {
    const rules = renderRedirectsFile()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual([...REWRITES.map(({ from, to }) => `${from}  ${to}  200`), '/bn/*  /bn/404/  404']);
    expect(rules).toEqual([
      '/books/search/:text  /books/search/index.html  200',
      '/bn/books/search/:text  /bn/books/search/index.html  200',
      '/bn/*  /bn/404/  404',
    ]);
  });
});

describe('the nginx configuration', () => {
  it('sends every security header from every location (add_header is not inherited)', () => {
    const config = site();
    const locations = config.split(/\n\s*location /).slice(1);
    const withHeaders = locations.filter((block) => block.includes('add_header'));
    // Immutable assets, the search index's versions, the two search rewrites, every other page, the Bangla ones.
    expect(withHeaders).toHaveLength(6);
    for (const block of withHeaders) {
      for (const [name, value] of Object.entries(securityHeaders(ORIGINS)))
        expect(block).toContain(`add_header ${name} "${value}" always;`);
      expect(block).toMatch(/add_header Cache-Control "[^"]+" always;/);
    }
  });

  it('mirrors the rewrites, the 404 page and the caching of the local server', () => {
    const config = site();
    expect(config).toContain('location ~ "^/books/search/[^/]+/?$" {');
    expect(config).toContain('try_files /books/search/index.html =404;');
    expect(config).toContain('error_page 404 /404.html;');
    expect(config).toContain('location ~ "^/bn/books/search/[^/]+/?$" {');
    expect(config).toMatch(/location \/bn\/ \{\n\s+error_page 404 \/bn\/404\/index\.html;/);
    expect(config).toContain('try_files $uri $uri/index.html $uri.html =404;');
    expect(config).toMatch(/location ~ "\^\/_astro\/" \{[^}]*Cache-Control "public, max-age=31536000, immutable"/);
    // The search index's version folders (12 hex digits) only: the manifest beside them falls to `location /`.
    expect(config).toMatch(/location ~ "\^\/search-index\/\[0-9a-f\]\{12\}\/" \{[^}]*Cache-Control "public, max-age=31536000, immutable"/);
    expect(config).toContain('location = /_headers { return 404; }');
    expect(config).toContain('root "/srv/storefront";');
    expect(config).toContain('listen 8080;');
    expect(config).toContain('gzip_static on;');
  });

  it('turns brotli on only when asked, and loads its modules in the standalone file', () => {
    expect(site()).not.toContain('brotli on;');
    expect(site({ brotli: true })).toContain('brotli_static on;');
    const standalone = renderStandalone({
      ...{ root: '/srv/s', listen: '8080', serverName: '_', origins: ORIGINS, brotli: true },
      prefix: '/tmp/ngx',
    });
    expect(standalone).toContain('load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;');
    expect(standalone).toContain('pid "/tmp/ngx/nginx.pid";');
  });

  it('refuses values that would break out of their quotes', () => {
    expect(() => site({ root: '/srv/"evil' })).toThrow(/root/);
    expect(() => site({ origins: ['https://$host'] })).toThrow(/Content-Security-Policy/);
  });
});
