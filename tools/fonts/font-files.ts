import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shop's one typeface: Fontsource's variable Noto Sans Bengali, each Unicode subset
 * narrowed to the weights the site's CSS uses (400 to 700, not 100 to 900). Every glyph,
 * code point and layout feature is kept, so any book title shapes as before; only the
 * variation data for weights nobody asks for goes, about a third of each file.
 * `npm run fonts` writes `instanced` from `source`; tests/unit/font-instances.test.ts
 * holds that the two shape the same text alike.
 */
export const WEIGHTS = { min: 400, max: 700 } as const;

const require = createRequire(import.meta.url);
const SOURCE_DIR = join(dirname(require.resolve('@fontsource-variable/noto-sans-bengali/package.json')), 'files');
const TARGET_DIR = new URL('../../src/assets/fonts/', import.meta.url);

export const FONT_SUBSETS = ['bengali', 'latin', 'latin-ext'] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];

export function fontFiles(subset: FontSubset): { source: string; instanced: string } {
  return {
    source: join(SOURCE_DIR, `noto-sans-bengali-${subset}-wght-normal.woff2`),
    instanced: fileURLToPath(new URL(`noto-sans-bengali-${subset}-wght-${WEIGHTS.min}-${WEIGHTS.max}.woff2`, TARGET_DIR)),
  };
}
