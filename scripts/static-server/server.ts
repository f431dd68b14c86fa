import { createServer, type Server } from 'node:http';
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { rewrite } from './rewrites.ts';

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

/** Hashed build assets never change; everything else is revalidated. */
function cacheControl(pathname: string): string {
  return pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

async function fileAt(root: string, pathname: string): Promise<string | null> {
  const candidate = resolve(root, `.${normalize(pathname)}`);
  // Never serve outside the root, whatever the path says.
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  for (const path of [candidate, join(candidate, 'index.html'), `${candidate}.html`]) {
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) return path;
  }
  return null;
}

/**
 * Serves a built site as a static host would: files, directory indexes, rewrites, and the 404 page.
 * The root may be a symlink that `npm run rebuild` switches to a new release: it is resolved once
 * per request, so each answer comes wholly from one release and a switch shows on the next request.
 */
export function createStaticServer(rootDir: string): Server {
  const livePath = resolve(rootDir);
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
      res.writeHead(status, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(pathname),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Server error');
    }
  });
}
