/** Small building blocks for the SVG pictures the local API draws: escaping, hashing, colours, wrapping. */

/** The shop's typeface first (self-hosted by the storefront), then the system's. No external font is referenced. */
export const FONT_FAMILY = "'Noto Sans Bengali Variable', 'Noto Sans Bengali', sans-serif";

/** Characters XML 1.0 does not allow at all (controls, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text made safe for both element content and double- or single-quoted attributes. */
export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export { hash32, mulberry32 as seededRandom } from './random.ts';

export function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(((hue % 360) + 360) % 360)}, ${Math.round(saturation)}%, ${Math.round(lightness)}%)`;
}

/** Rounds coordinates so the markup stays short and stable. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

const graphemes = new Intl.Segmenter('bn', { granularity: 'grapheme' });

function splitGraphemes(value: string): string[] {
  return Array.from(graphemes.segment(value), (part) => part.segment);
}

/** A Bangla consonant, independent vowel or khanda ta: a letter with its own width. */
function isBanglaLetter(code: number): boolean {
  return (code >= 0x0985 && code <= 0x09b9) || code === 0x09ce || (code >= 0x09dc && code <= 0x09e1) || code === 0x09f0 || code === 0x09f1;
}

/**
 * Rough advance width of a character in em, measured against Noto Sans Bengali
 * (regular). `afterHasanta`: the second consonant of a conjunct adds little.
 */
function charWidth(char: string, afterHasanta: boolean): number {
  const code = char.codePointAt(0) ?? 0;
  if (isBanglaLetter(code)) return afterHasanta ? 0.15 : 0.7;
  if (code >= 0x09e6 && code <= 0x09ef) return 0.57;
  if (code === 0x09cb || code === 0x09cc) return 0.62;
  if (code === 0x09be || code === 0x09bf || code === 0x09c0 || code === 0x09c7 || code === 0x09c8) return 0.27;
  if (code === 0x0982 || code === 0x0983 || code === 0x0964 || code === 0x0965) return 0.3;
  if (code >= 0x0980 && code <= 0x09ff) return 0;
  if (/\s/.test(char)) return 0.26;
  if (/[iljtfr.,:;'!|()[\]]/.test(char)) return 0.3;
  if (/[mwMW@]/.test(char)) return 0.88;
  if (/[A-Z]/.test(char)) return 0.66;
  if (/[a-z0-9]/.test(char)) return 0.56;
  if (/\p{M}/u.test(char)) return 0;
  return 0.7;
}

/** Bold text runs about this much wider than regular. */
export const BOLD_FACTOR = 1.07;

/** Estimated width of `value` in em, regular weight. */
export function textWidthEm(value: string): number {
  let width = 0;
  let previous = 0;
  for (const char of value) {
    width += charWidth(char, previous === 0x09cd);
    previous = char.codePointAt(0) ?? 0;
  }
  return width;
}

export type Wrapped = { lines: string[]; truncated: boolean };

/** Cuts a word wider than a line into line-sized pieces, never inside a grapheme cluster. */
function breakWord(word: string, maxEm: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const cluster of splitGraphemes(word)) {
    if (piece !== '' && textWidthEm(piece + cluster) > maxEm) {
      pieces.push(piece);
      piece = '';
    }
    piece += cluster;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

function ellipsize(line: string, maxEm: number): string {
  const clusters = splitGraphemes(line.trimEnd());
  while (clusters.length > 0 && textWidthEm(`${clusters.join('')}…`) > maxEm) clusters.pop();
  return `${clusters.join('').trimEnd()}…`;
}

/**
 * Greedy word wrap into lines at most `maxEm` wide (estimated), at most `maxLines`
 * lines; what does not fit ends the last line with an ellipsis.
 */
export function wrapText(value: string, maxEm: number, maxLines: number): Wrapped {
  const words = value
    .normalize('NFC')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const lines: string[] = [];
  let line = '';
  for (const word of words.flatMap((w) => (textWidthEm(w) > maxEm ? breakWord(w, maxEm) : [w]))) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && textWidthEm(candidate) > maxEm) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return { lines, truncated: false };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsize(kept[maxLines - 1] ?? '', maxEm);
  return { lines: kept, truncated: true };
}

/** `<text>` lines centred on `x`, the block's middle at `centreY`. */
export function textBlock(
  lines: string[],
  options: { x: number; centreY: number; size: number; lineHeight: number; fill: string; weight?: number; anchor?: string },
): string {
  const { x, centreY, size, lineHeight, fill } = options;
  const firstBaseline = centreY - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  const tspans = lines
    .map((line, index) => `<tspan x="${num(x)}" y="${num(firstBaseline + index * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');
  return (
    `<text font-family="${FONT_FAMILY}" font-size="${num(size)}" font-weight="${options.weight ?? 400}" ` +
    `fill="${fill}" text-anchor="${options.anchor ?? 'middle'}">${tspans}</text>`
  );
}

/** The root element; `label` becomes the accessible name and the `<title>`. */
export function svgDocument(width: number, height: number, label: string, body: string): string {
  const name = escapeXml(label);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-label="${name}"><title>${name}</title>${body}</svg>\n`
  );
}
