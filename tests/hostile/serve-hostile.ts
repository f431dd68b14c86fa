/**
 * The hostile-content suite's server (playwright.hostile.config.ts runs it):
 * seeds a small fresh database, writes the hostile records into it (posts and
 * pages directly, customers, addresses, reviews and comments through the
 * API's HTTP endpoints), builds the site against it and serves the build.
 * The API keeps running, so the islands read the same hostile data.
 */
import { serve } from '@hono/node-server';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createApp } from '../../backend/app.ts';
import { openDatabase } from '../../backend/db/index.ts';
import { seedDatabase } from '../../backend/seed/index.ts';
import { NO_RATE_LIMITS } from '../../backend/lib/rate-limit.ts';
import { createStaticServer } from '../../publishing/hosting/static-server.ts';
import {
  makeReviewers,
  NAUGHTY_STRINGS,
  sendHostileRecords,
  writeHostileContent,
  writeLegacyBadWebComments,
  type Manifest,
} from './hostile-records.ts';
import { XSS_VECTORS } from '../fixtures/xss-vectors.ts';

const apiPort = Number(process.env.HOSTILE_API_PORT ?? 4130);
const sitePort = Number(process.env.HOSTILE_SITE_PORT ?? 4461);
const distDir = process.env.HOSTILE_DIST_DIR ?? '.builds/hostile';
const dataDir = resolve(process.env.HOSTILE_DATA_DIR ?? '.builds/hostile-data');
const books = Number(process.env.HOSTILE_BOOKS ?? 80);

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const db = openDatabase(join(dataDir, 'shop.db'));
seedDatabase(db, { books });
const content = writeHostileContent(db);
const legacyComments = writeLegacyBadWebComments(db, content.posts[0] ?? '');

const siteOrigin = `http://127.0.0.1:${sitePort}`;
// No limits on writes: the hostile records go in through the API below, many from this one address, in a moment.
const app = createApp({ db, corsOrigins: [siteOrigin, `http://localhost:${sitePort}`], rateLimits: NO_RATE_LIMITS });
await new Promise<void>((ready) => serve({ fetch: app.fetch, port: apiPort, hostname: '127.0.0.1' }, () => ready()));
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const { signIn, ...sent } = await sendHostileRecords(
  { shop: `${apiOrigin}/api/v1`, content: `${apiOrigin}/content` },
  content.products,
  content.posts,
  (count) => makeReviewers(db, count),
);

const manifest: Manifest = { vectors: XSS_VECTORS.length, naughtyStrings: NAUGHTY_STRINGS.length, ...content, signIn, sent };
writeFileSync(join(dataDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
console.log(
  `[hostile] ${manifest.vectors} XSS vectors and ${manifest.naughtyStrings} naughty strings written into ${content.posts.length} posts, ` +
    `${content.pages.length} pages and 4 products (descriptions, name); through the API: ` +
    Object.entries(sent)
      .map(([what, n]) => `${what} ${n.accepted} accepted / ${n.refused} refused of ${n.tried}`)
      .join(', ') +
    `; ${legacyComments} legacy comments with non-http(s) web addresses`,
);

const env = {
  ...process.env,
  API_PORT: String(apiPort),
  PORT: String(sitePort),
  DIST_DIR: distDir,
  SHOP_API_URL: `${apiOrigin}/api/v1`,
  CONTENT_API_URL: `${apiOrigin}/content`,
  SITE_URL: siteOrigin,
};
const build = spawn(process.execPath, [resolve('node_modules/astro/bin/astro.mjs'), 'build'], { env, stdio: 'inherit' });
const code = await new Promise<number>((done) => build.on('exit', (exit) => done(exit ?? 1)));
if (code !== 0) {
  console.error('[hostile] the build failed on hostile content; see above.');
  process.exit(code);
}
// The same API origins as the build, so the served Content-Security-Policy lets the islands call them.
createStaticServer(resolve(distDir), { apiUrls: { shopApiUrl: env.SHOP_API_URL, contentApiUrl: env.CONTENT_API_URL } }).listen(
  sitePort,
  '127.0.0.1',
  () => console.log(`[hostile] site ${siteOrigin}/`),
);

function stop(): void {
  db.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
