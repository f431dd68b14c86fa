import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { FONT_SUBSETS, WEIGHTS, fontFiles, type FontSubset } from '../../tools/fonts/font-files.ts';

/*
 * The site ships Noto Sans Bengali with its weight axis narrowed (npm run fonts). These tests
 * hold that a shopper sees the same letters: every code point is still there, and the shop's
 * own Bangla and English words (the seed catalogue's titles and names, every interface text)
 * shape into the same glyphs at the same places, at every weight the CSS uses.
 */

const SEED_DIR = new URL('../../backend/seed/', import.meta.url);
const MESSAGES_DIR = new URL('../../src/shared/i18n/messages/', import.meta.url);
/** Font units (1,000 to the em): the instancer rounds outline points it recomputes. */
const TOLERANCE = 2;
const WEIGHTS_USED = [WEIGHTS.min, 600, WEIGHTS.max];
const WORD_PATTERN: Record<FontSubset, RegExp> = {
  bengali: /[\u0964\u0965\u0980-\u09fe\u200c\u200d]+/gu,
  latin: /[A-Za-z\u00c0-\u00ff'’]+[.,!?:;]?|[0-9.,]+/gu,
  'latin-ext': /[\u0100-\u024f\u1e00-\u1eff]+/gu,
};

async function shopText(): Promise<string> {
  const folders = [SEED_DIR, MESSAGES_DIR];
  // Every file below them: the seed's posts and pages are Markdown files in backend/seed/data/.
  const listed = await Promise.all(folders.map((folder) => readdir(fileURLToPath(folder), { recursive: true, withFileTypes: true })));
  const files = listed
    .flat()
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  return (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n').normalize('NFC');
}

async function openFont(path: string) {
  const face = new hb.Face(new hb.Blob(await fontverter.convert(await readFile(path), 'truetype')));
  return { face, font: new hb.Font(face) };
}

type Glyph = { cluster: number; commands: string; numbers: number[] };

/** Outlines already drawn, by font, weight and glyph: the same letters recur in every word. */
const outlines = new WeakMap<hb.Font, Map<string, string>>();
function outline(font: hb.Font, weight: number, glyphId: number): string {
  const drawn = outlines.get(font) ?? new Map<string, string>();
  outlines.set(font, drawn);
  const key = `${weight}:${glyphId}`;
  const path = drawn.get(key) ?? font.glyphToPath(glyphId);
  drawn.set(key, path);
  return path;
}

function shape(font: hb.Font, text: string, weight: number): Glyph[] {
  font.setVariations([new hb.Variation('wght', weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((glyph, index) => {
    const path = outline(font, weight, glyph.codepoint);
    const position = positions[index];
    return {
      cluster: glyph.cluster,
      commands: path.replace(/[-\d.,\s]+/g, ''),
      numbers: [
        ...(path.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number),
        position?.xAdvance ?? 0,
        position?.xOffset ?? 0,
        position?.yOffset ?? 0,
      ],
    };
  });
}

/** Where two shapings of one text differ beyond rounding, in words; null when they do not. */
function difference(expected: Glyph[], actual: Glyph[]): string | null {
  if (expected.length !== actual.length) return `${expected.length} glyphs became ${actual.length}`;
  for (const [index, want] of expected.entries()) {
    const got = actual[index];
    if (!got || got.cluster !== want.cluster || got.commands !== want.commands || got.numbers.length !== want.numbers.length)
      return `glyph ${index} is another glyph`;
    const far = want.numbers.findIndex((value, at) => Math.abs(value - (got.numbers[at] ?? Number.NaN)) > TOLERANCE);
    if (far >= 0) return `glyph ${index} moved: ${want.numbers[far]} became ${got.numbers[far]}`;
  }
  return null;
}

describe('the narrowed Noto Sans Bengali files', () => {
  for (const subset of FONT_SUBSETS) {
    it(`${subset}: keep every code point and shape each character and the shop's words as the full font does at weights ${WEIGHTS_USED.join(', ')}`, async () => {
      const { source, instanced } = fontFiles(subset);
      const [full, narrowed] = await Promise.all([openFont(source), openFont(instanced)]);
      expect([...narrowed.face.collectUnicodes()]).toEqual([...full.face.collectUnicodes()]);

      // Each character alone, then the shop's words: conjuncts and vowel signs come from layout rules.
      const characters = [...full.face.collectUnicodes()].map((codePoint) => String.fromCodePoint(codePoint));
      const words = [...new Set([...characters, ...((await shopText()).match(WORD_PATTERN[subset]) ?? [])])];
      const differences: string[] = [];
      for (const word of words) {
        for (const weight of WEIGHTS_USED) {
          const found = difference(shape(full.font, word, weight), shape(narrowed.font, word, weight));
          if (found) differences.push(`${word} at ${weight}: ${found}`);
        }
      }
      expect(differences.slice(0, 10)).toEqual([]);
    });
  }
});
