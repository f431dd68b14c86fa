/** Where a rebuild reads from and publishes to, from the environment and the command line. */
import { isAbsolute, relative, resolve } from 'node:path';

export type RebuildConfig = {
  projectDir: string;
  /** The path visitors are served from: a symlink to the live release. */
  live: string;
  /** Release folders, their manifests and reports (inside the project: Astro builds there). */
  releasesDir: string;
  /** The API answers kept between runs. */
  cacheDir: string;
  shopApiUrl: string;
  contentApiUrl: string;
  siteUrl: string;
  /** Releases kept on disk, the live one included. */
  keep: number;
  /** Print the build's own output as it runs. */
  verbose: boolean;
};

export function configFrom(env: NodeJS.ProcessEnv, overrides: Partial<RebuildConfig> = {}): RebuildConfig {
  const projectDir = resolve(overrides.projectDir ?? process.cwd());
  const apiPort = env.API_PORT ?? '4000';
  const config: RebuildConfig = {
    projectDir,
    live: resolve(projectDir, env.REBUILD_LIVE ?? env.DIST_DIR ?? 'dist'),
    releasesDir: resolve(projectDir, env.REBUILD_RELEASES ?? '.builds/releases'),
    cacheDir: resolve(projectDir, env.REBUILD_CACHE ?? '.cache/api'),
    shopApiUrl: env.SHOP_API_URL ?? `http://127.0.0.1:${apiPort}/api/v1`,
    contentApiUrl: env.CONTENT_API_URL ?? `http://127.0.0.1:${apiPort}/content`,
    siteUrl: env.SITE_URL ?? `http://127.0.0.1:${env.PORT ?? '4321'}`,
    keep: Number(env.REBUILD_KEEP ?? 3),
    verbose: false,
    ...overrides,
  };
  const inside = relative(projectDir, config.releasesDir);
  if (inside.startsWith('..') || isAbsolute(inside))
    throw new Error(`REBUILD_RELEASES must be inside the project (${projectDir}): Astro builds there`);
  if (!Number.isInteger(config.keep) || config.keep < 2)
    throw new Error('REBUILD_KEEP must be a whole number of at least 2 (the live release and one to roll back to)');
  for (const [name, url] of [
    ['SHOP_API_URL', config.shopApiUrl],
    ['CONTENT_API_URL', config.contentApiUrl],
    ['SITE_URL', config.siteUrl],
  ] as const) {
    if (!URL.canParse(url)) throw new Error(`${name} is not a URL: ${url}`);
  }
  return config;
}
