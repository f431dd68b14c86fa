/**
 * `npm run fonts`: writes src/assets/fonts/ from Fontsource's variable Noto Sans Bengali,
 * each subset's weight axis narrowed to the range the site uses (font-files.ts). Run it
 * after upgrading @fontsource-variable/noto-sans-bengali or changing WEIGHTS, and commit
 * the files: the build uses them as they are, so it needs no font tooling.
 * subset-font is HarfBuzz's own subsetter and instancer (hb-subset), as a library.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import subsetFont from 'subset-font';
import { FONT_SUBSETS, WEIGHTS, fontFiles } from './font-files.ts';

for (const subset of FONT_SUBSETS) {
  const { source, instanced } = fontFiles(subset);
  const original = await readFile(source);
  const narrowed = await subsetFont(original, undefined, {
    keepAllGlyphs: true,
    targetFormat: 'woff2',
    variationAxes: { wght: { min: WEIGHTS.min, max: WEIGHTS.max } },
  });
  await writeFile(instanced, narrowed);
  console.log(`${basename(instanced)}: ${(original.length / 1024).toFixed(1)} KB -> ${(narrowed.length / 1024).toFixed(1)} KB`);
}
