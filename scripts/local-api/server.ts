import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { dbPathFromEnv, isSeeded, openDatabase } from './db/index.ts';
import { seedDatabase } from './seed/index.ts';
import { changeFeedFromEnv, rebuildWebhookFromEnv, staffTokenFromEnv } from './lib/env-options.ts';

/** Origins allowed by default: the storefront as `npm start` and `astro dev` serve it. */
function corsOriginsFromEnv(): string[] {
  const configured = process.env.CORS_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean);
  if (configured && configured.length > 0) return configured;
  const port = process.env.PORT ?? '4321';
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

const port = Number(process.env.API_PORT ?? 4000);
const dbPath = dbPathFromEnv();
const db = openDatabase(dbPath);
if (!isSeeded(db)) {
  const started = performance.now();
  const report = seedDatabase(db, { books: Number(process.env.SEED_BOOKS ?? 300) });
  console.log(`[api] seeded ${report.books} books into ${dbPath} in ${Math.round(performance.now() - started)} ms`);
}

const staffToken = staffTokenFromEnv(process.env);
const rebuildWebhook = rebuildWebhookFromEnv(process.env);
const changeFeed = changeFeedFromEnv(process.env);
const app = createApp({ db, corsOrigins: corsOriginsFromEnv(), staffToken, rebuildWebhook, changeFeed });
if (staffToken) console.log('[api] staff routes on (/api/v1/staff, STAFF_TOKEN)');
if (!changeFeed) console.log('[api] change feed off (CHANGE_FEED=off): GET /api/v1/changes is 404');
if (rebuildWebhook) console.log(`[api] rebuild webhook ${rebuildWebhook.url} is called after every change${changeFeed ? '' : ', naming the changes'}`);
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`[api] shop API http://127.0.0.1:${info.port}/api/v1, content API http://127.0.0.1:${info.port}/content`);
});

function shutdown(): void {
  server.close(() => {
    db.close();
    process.exit(0);
  });
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
