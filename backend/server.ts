import { serve } from '@hono/node-server';
import type { DatabaseSync } from 'node:sqlite';
import { createApp } from './app.ts';
import { dbPathFromEnv, isSeeded, openDatabase } from './db/index.ts';
import { seedDatabase } from './seed/index.ts';
import {
  addressListFromEnv,
  changeFeedFromEnv,
  rateLimitsFromEnv,
  rebuildWebhookFromEnv,
  staffTokenFromEnv,
  synchronousFromEnv,
} from './lib/env-options.ts';
import { DatabaseInUseError, isDatabaseBusy, lockDatabaseForServer, type ServerLock } from './db/locking.ts';

/** Origins allowed by default: the storefront as `npm start` and `astro dev` serve it. */
function corsOriginsFromEnv(): string[] {
  const configured = process.env.CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (configured && configured.length > 0) return configured;
  const port = process.env.PORT ?? '4321';
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

const port = Number(process.env.API_PORT ?? 4000);
const dbPath = dbPathFromEnv();

/** One API process per database (db/locking.ts), taken before anything is opened or written. */
function lockOrExit(): ServerLock {
  try {
    return lockDatabaseForServer(dbPath);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(`[api] ${error.message}`);
    process.exit(1);
  }
}
const serverLock = lockOrExit();

function openOrExit(): DatabaseSync {
  try {
    return openDatabase(dbPath, synchronousFromEnv(process.env));
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error;
    console.error(`[api] ${dbPath} is locked by another connection (a script, a backup, sqlite3?); start again once it is done.`);
    process.exit(1);
  }
}
const db = openOrExit();
if (!isSeeded(db)) {
  const started = performance.now();
  const report = seedDatabase(db, { books: Number(process.env.SEED_BOOKS ?? 300) });
  console.log(`[api] seeded ${report.books} books into ${dbPath} in ${Math.round(performance.now() - started)} ms`);
}

const staffToken = staffTokenFromEnv(process.env);
const rebuildWebhook = rebuildWebhookFromEnv(process.env);
const changeFeed = changeFeedFromEnv(process.env);
const rateLimits = rateLimitsFromEnv(process.env);
const trustedProxies = addressListFromEnv(process.env, 'TRUSTED_PROXIES');
const rateLimitExempt = addressListFromEnv(process.env, 'RATE_LIMIT_EXEMPT');
const app = createApp({
  db,
  corsOrigins: corsOriginsFromEnv(),
  staffToken,
  rebuildWebhook,
  changeFeed,
  rateLimits,
  trustedProxies,
  rateLimitExempt,
});
if (staffToken) console.log('[api] staff routes on (/api/v1/staff, STAFF_TOKEN)');
if (!changeFeed) console.log('[api] change feed off (CHANGE_FEED=off): GET /api/v1/changes is 404');
if (Object.keys(rateLimits).length > 0) console.log(`[api] limits on writes changed by RATE_LIMITS: ${process.env.RATE_LIMITS ?? ''}`);
if (trustedProxies.length > 0)
  console.log(`[api] X-Forwarded-For names the client when it comes from ${trustedProxies.join(', ')} (TRUSTED_PROXIES)`);
if (rateLimitExempt.length > 0) console.log(`[api] writes from ${rateLimitExempt.join(', ')} are never rate-limited (RATE_LIMIT_EXEMPT)`);
if (rebuildWebhook)
  console.log(`[api] rebuild webhook ${rebuildWebhook.url} is called after every change${changeFeed ? '' : ', naming the changes'}`);
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`[api] shop API http://127.0.0.1:${info.port}/api/v1, content API http://127.0.0.1:${info.port}/content`);
});

function shutdown(): void {
  server.close(() => {
    db.close();
    serverLock.release();
    process.exit(0);
  });
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
