import { createServer, type Server } from 'node:http';
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { rewrite } from './rewrites.ts';
import { apiOrigins, apiUrlsFromEnv, type ApiUrls } from '../../src/lib/security/api-origins.ts';
import { securityHeaders } from '../../src/lib/security/security-headers.ts';
import { cacheControl, HOST_FILES } from './headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

interface Found {
  path: string;
  size: number;
  mtimeMs: number;
}

async function fileAt(root: string, pathname: string): Promise<Found | null> {
  if (HOST_FILES.includes(pathname)) return null;
  const candidate = resolve(root, `.${normalize(pathname)}`);
  // Never serve outside the root, whatever the path says.
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  for (const path of [candidate, join(candidate, 'index.html'), `${candidate}.html`]) {
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) return { path, size: info.size, mtimeMs: info.mtimeMs };
  }
  return null;
}

/** Same shape as nginx's ETag (mtime and size in hex), so a file revalidates the same way on both. */
function etagOf(file: Found): string {
  return `"${Math.floor(file.mtimeMs / 1000).toString(16)}-${file.size.toString(16)}"`;
}

/**
 * Serves a built site as a static host would: files, directory indexes, rewrites,
 * the 404 page, and the site's security headers (src/lib/security/security-headers.ts,
 * so the browser tests run under the real Content-Security-Policy) and caching. `apiUrls` are the APIs the
 * build was made for (default: the same environment variables the build reads).
 * The root may be a symlink that `npm run rebuild` switches to a new release: it is
 * resolved once per request, so each answer comes wholly from one release and a
 * switch shows on the next request.
 */
export function createStaticServer(rootDir: string, options: { apiUrls?: ApiUrls } = {}): Server {
  const livePath = resolve(rootDir);
  const policy = securityHeaders(apiOrigins(options.apiUrls ?? apiUrlsFromEnv()));
  return createServer(async (req, res) => {
    try {
      const root = await realpath(livePath).catch(() => livePath);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      } catch {
        pathname = '/__malformed__';
      }
      const rewritten = rewrite(pathname);
      let file = await fileAt(root, rewritten ?? pathname);
      let status = 200;
      if (!file) {
        file = await fileAt(root, '/404.html');
        status = 404;
      }
      if (!file) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const etag = etagOf(file);
      // A 404 is the 404 page, revalidated like any page: a missing /_astro/ file must not be cached for a year.
      const headers = { ...policy, 'Cache-Control': cacheControl(status === 404 ? '/404.html' : pathname), ETag: etag };
      if (status === 200 && req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers).end();
        return;
      }
      res.writeHead(status, { ...headers, 'Content-Type': TYPES[extname(file.path)] ?? 'application/octet-stream', 'Content-Length': file.size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file.path).pipe(res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Server error');
    }
  });
}
