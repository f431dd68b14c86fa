import { createServer, type Server } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type Next } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { notFoundPage, rewrite } from './rewrites.ts';
import { apiOrigins, apiUrlsFromEnv, type ApiUrls } from '#shared/security/api-origins.ts';
import { securityHeaders } from '#shared/security/security-headers.ts';
import { cacheControl, HOST_FILES } from './headers.ts';

/** Same shape as nginx's ETag (mtime and size in hex) of the file sent, so a copy revalidates the same way on both. */
function etagOf(path: string): string | null {
  const info = statSync(path, { throwIfNoEntry: false });
  return info ? `"${Math.floor(info.mtimeMs / 1000).toString(16)}-${info.size.toString(16)}"` : null;
}

/** The file a path names in `root` as a static host finds it: the file, then `index.html` in the folder (serveStatic's own), then `path.html`. */
function hostPath(root: string, pathname: string): string {
  const rewritten = rewrite(pathname) ?? pathname;
  if (!existsSync(join(root, rewritten)) && existsSync(join(root, `${rewritten}.html`))) return `${rewritten}.html`;
  return rewritten;
}

/**
 * Serves a built site as a static host would, with hono's static and compression
 * middleware: files and directory indexes; the precompressed `.br`/`.gz` copy a
 * request accepts, where the build wrote one, else gzip on the fly (both with
 * `Vary: Accept-Encoding`, as nginx's gzip_static/brotli_static and gzip do); an
 * ETag per copy sent and 304 to a match; the rewrites; the 404 page; the site's
 * security headers (src/shared/security/security-headers.ts, so the browser tests
 * run under the real Content-Security-Policy) and caching. `apiUrls` are the APIs
 * the build was made for (default: the same environment variables the build reads).
 *
 * The root may be a symlink that `npm run rebuild` switches to a new release: it
 * is resolved once per request and the file is read from that release folder,
 * which is never written after it is published, so each answer comes wholly from
 * one release and a switch shows on the next request.
 */
export function createStaticApp(rootDir: string, options: { apiUrls?: ApiUrls } = {}): Hono {
  const livePath = resolve(rootDir);
  const policy = securityHeaders(apiOrigins(options.apiUrls ?? apiUrlsFromEnv()));
  const app = new Hono();

  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return c.body(null, 405, { Allow: 'GET, HEAD' });
  });
  // Outermost of the three: it sees the final answer, and leaves a precompressed one (Content-Encoding set) alone.
  app.use('*', compress({ threshold: 256 }));
  app.use('*', etag());
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(policy)) c.header(name, value);
    // A 404 is the 404 page, revalidated like any page: a missing /_astro/ file must not be cached for a year.
    c.header('Cache-Control', cacheControl(c.res.status === 404 ? '/404.html' : c.req.path));
  });

  const fromRelease = async (c: Context, next: Next, path?: string) => {
    const root = await realpath(livePath).catch(() => livePath);
    return serveStatic({
      root,
      path,
      precompressed: true,
      rewriteRequestPath: (pathname) => hostPath(root, pathname),
      onFound: (found, context) => {
        const tag = etagOf(found);
        if (tag) context.header('ETag', tag);
      },
    })(c, next);
  };

  app.use('*', async (c, next) => {
    if (HOST_FILES.includes(c.req.path)) return next();
    return fromRelease(c, next);
  });
  app.notFound(async (c) => {
    const page = await fromRelease(c, async () => undefined, notFoundPage(c.req.path).slice(1));
    if (!page) return c.text('Not found', 404);
    return new Response(page.body, { status: 404, headers: page.headers });
  });
  app.onError((error, c) => {
    console.error(error);
    return c.text('Server error', 500);
  });
  return app;
}

/** The static app on a Node HTTP server (not listening yet), as `npm start`, `npm run serve` and the tests use it. */
export function createStaticServer(rootDir: string, options: { apiUrls?: ApiUrls } = {}): Server {
  return createServer(getRequestListener(createStaticApp(rootDir, options).fetch));
}
