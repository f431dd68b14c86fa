import { BOLD_FACTOR, FONT_FAMILY, hash32, hsl, num, seededRandom, svgDocument, textBlock, wrapText, type Wrapped } from './svg-kit.ts';

export const COVER_WIDTH = 300;
export const COVER_HEIGHT = 450;

export type CoverBook = { slug: string; title: string; author: string };

const PANEL = { x: 26, y: 92, width: 248, height: 196 };
/** Title sizes tried from the largest down, with how many lines each may take in the panel. */
const TITLE_SIZES = [
  { size: 34, lines: 3 },
  { size: 30, lines: 3 },
  { size: 26, lines: 4 },
  { size: 22, lines: 5 },
] as const;

function fitTitle(title: string): { wrapped: Wrapped; size: number } {
  const inner = PANEL.width - 28;
  for (const { size, lines } of TITLE_SIZES) {
    const wrapped = wrapText(title, inner / size / BOLD_FACTOR, lines);
    if (!wrapped.truncated) return { wrapped, size };
  }
  const smallest = TITLE_SIZES[TITLE_SIZES.length - 1] ?? { size: 22, lines: 5 };
  return { wrapped: wrapText(title, inner / smallest.size / BOLD_FACTOR, smallest.lines), size: smallest.size };
}

/** One of three background motifs, placed by the seeded generator. */
function motif(kind: number, random: () => number, colour: string): string {
  if (kind === 0) {
    const cx = 190 + random() * 110;
    const cy = random() * 120;
    return Array.from(
      { length: 7 },
      (_, i) =>
        `<circle cx="${num(cx)}" cy="${num(cy)}" r="${30 + i * 30}" fill="none" stroke="${colour}" stroke-opacity="0.2" stroke-width="${num(3 + random() * 6)}"/>`,
    ).join('');
  }
  if (kind === 1) {
    const gap = 28 + Math.floor(random() * 20);
    const segments: string[] = [];
    for (let x = -COVER_HEIGHT; x < COVER_WIDTH; x += gap) segments.push(`M${x} ${COVER_HEIGHT}L${x + COVER_HEIGHT} 0`);
    return `<path d="${segments.join('')}" stroke="${colour}" stroke-opacity="0.13" stroke-width="${num(6 + random() * 8)}"/>`;
  }
  const dots: string[] = [];
  for (let row = 0; row < 15; row += 1) {
    for (let col = 0; col < 10; col += 1) {
      dots.push(
        `<circle cx="${15 + col * 30}" cy="${15 + row * 30}" r="${num(1.5 + random() * 4)}" fill-opacity="${num(0.08 + random() * 0.25)}"/>`,
      );
    }
  }
  return `<g fill="${colour}">${dots.join('')}</g>`;
}

/** A book cover drawn from its title and author; colours and pattern follow from the slug. */
export function renderCover(book: CoverBook): string {
  const seed = hash32(book.slug);
  const random = seededRandom(seed);
  const hue = seed % 360;
  const hue2 = hue + 25 + ((seed >>> 9) % 50);
  const accent = hsl(hue + 180, 65, 72);
  const { wrapped, size } = fitTitle(book.title);
  const author = wrapText(book.author, 236 / 17, 2);
  const centreX = COVER_WIDTH / 2;
  // A per-book id: covers inlined into one page must not share a gradient.
  const gradient = `cover-${seed.toString(36)}`;
  const body = [
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="0.35" y2="1">`,
    `<stop offset="0" stop-color="${hsl(hue, 48, 34)}"/><stop offset="1" stop-color="${hsl(hue2, 52, 17)}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#${gradient})"/>`,
    motif((seed >>> 16) % 3, random, accent),
    `<rect width="14" height="${COVER_HEIGHT}" fill="#000" fill-opacity="0.28"/>`,
    `<rect x="16" width="2" height="${COVER_HEIGHT}" fill="#fff" fill-opacity="0.15"/>`,
    `<rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.width}" height="${PANEL.height}" rx="6" fill="${hsl(hue, 35, 96)}" fill-opacity="0.95"/>`,
    `<rect x="${PANEL.x + 12}" y="${PANEL.y + 10}" width="${PANEL.width - 24}" height="2" fill="${hsl(hue, 55, 40)}" fill-opacity="0.6"/>`,
    `<rect x="${PANEL.x + 12}" y="${PANEL.y + PANEL.height - 12}" width="${PANEL.width - 24}" height="2" fill="${hsl(hue, 55, 40)}" fill-opacity="0.6"/>`,
    textBlock(wrapped.lines, {
      x: centreX,
      centreY: PANEL.y + PANEL.height / 2,
      size,
      lineHeight: size * 1.28,
      fill: hsl(hue, 55, 20),
      weight: 700,
    }),
    `<path d="M${centreX} 300l7 7-7 7-7-7z" fill="${accent}"/>`,
    textBlock(author.lines, { x: centreX, centreY: 348, size: 17, lineHeight: 22, fill: hsl(hue, 30, 92) }),
    `<text x="${centreX}" y="424" font-family="${FONT_FAMILY}" font-size="14" fill="${accent}" fill-opacity="0.85" text-anchor="middle">বইবাজার</text>`,
  ].join('');
  return svgDocument(COVER_WIDTH, COVER_HEIGHT, book.author === '' ? book.title : `${book.title} — ${book.author}`, body);
}
