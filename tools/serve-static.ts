import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { createStaticServer } from '../publishing/hosting/static-server.ts';

// `npm run serve`: serves an existing build (dist/ unless DIST_DIR says otherwise).
const root = resolve(process.env.DIST_DIR ?? 'dist');
if (!existsSync(root)) {
  console.error(`No build at ${root}: run \`npm run build\` (or \`npm start\`) first.`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4321);
const server = createStaticServer(root).listen(port, '127.0.0.1', () => {
  console.log(`[site] http://127.0.0.1:${port}/ (serving ${root})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
