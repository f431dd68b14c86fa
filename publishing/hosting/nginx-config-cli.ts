import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { apiOrigins, apiUrlsFromEnv } from '#shared/security/api-origins.ts';
import { brotliAvailable, renderSite, renderStandalone } from './nginx-config.ts';

/**
 * `npm run nginx:config -- --root DIR --port N --out FILE [--server-name NAME]
 *  [--brotli auto|on|off] [--standalone --prefix DIR]`
 * Renders the nginx configuration for a build, with the API origins taken from
 * the same SHOP_API_URL / CONTENT_API_URL the build used.
 */
const { values } = parseArgs({
  options: {
    root: { type: 'string', default: process.env.DIST_DIR ?? 'dist' },
    port: { type: 'string', default: '80' },
    'server-name': { type: 'string', default: '_' },
    out: { type: 'string' },
    brotli: { type: 'string', default: 'auto' },
    standalone: { type: 'boolean', default: false },
    prefix: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(`nginx:config: ${message}`);
  process.exit(2);
}

if (!['auto', 'on', 'off'].includes(values.brotli)) fail('--brotli is auto, on or off');
if (values.standalone && !values.prefix) fail('--standalone needs --prefix DIR (pid, logs and temp files)');
const options = {
  root: resolve(values.root),
  listen: values.port,
  serverName: values['server-name'],
  origins: apiOrigins(apiUrlsFromEnv()),
  brotli: values.brotli === 'on' || (values.brotli === 'auto' && brotliAvailable()),
};
const config = values.standalone && values.prefix ? renderStandalone({ ...options, prefix: resolve(values.prefix) }) : renderSite(options);
if (values.out) {
  mkdirSync(dirname(resolve(values.out)), { recursive: true });
  writeFileSync(values.out, config);
  console.log(
    `nginx:config: wrote ${values.out} (root ${options.root}, API origins ${options.origins.join(' ')}, brotli ${options.brotli ? 'on' : 'off'})`,
  );
} else {
  process.stdout.write(config);
}
