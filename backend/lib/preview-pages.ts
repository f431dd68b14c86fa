import { hash32 } from './random.ts';
import { FONT_FAMILY, escapeXml, hsl, svgDocument, textBlock, wrapText } from './svg-kit.ts';

/**
 * Look inside: a book's first pages as the shop shows them before a reader buys
 * (an optional extension of this backend: the pages are listed after the cover
 * in the book's `files`, which the contract already carries). The seed gives
 * them to about two books in five, 6 to 10 pages each; a real shop would scan
 * them. Drawn like the covers (an SVG, answered as WebP through sharp and Noto
 * Sans Bengali, so Bangla is shaped right): a title page, the contents, then the
 * opening of the text, which here is the book's description set as its first
 * chapter.
 */

const PAGE_WIDTH = 600;
const PAGE_HEIGHT = 900;

export type PreviewBook = {
  slug: string;
  name: string;
  authors: string;
  publisher: string;
  language: 'Bangla' | 'English';
  year: number | null;
  /** The book's description as stored (HTML or paragraphs of text). */
  description: string;
};

/** The seed's choice, from the slug alone (the seed's random sequence stays as it was): 0, or 6 to 10 pages. */
export function seededPreviewPages(slug: string): number {
  const hash = hash32(`preview:${slug}`);
  return hash % 5 < 2 ? 6 + ((hash >>> 8) % 5) : 0;
}

/** Where page `page` (1-based) of a book's look inside is answered. */
export function previewPath(slug: string, page: number): string {
  return `/api/v1/previews/${slug}/${page}.webp`;
}

const MARGIN = 64;
const TEXT_SIZE = 21;
const LINE_HEIGHT = 36;
const TEXT_TOP = 150;
const TEXT_BOTTOM = PAGE_HEIGHT - 110;
const LINES_PER_PAGE = Math.floor((TEXT_BOTTOM - TEXT_TOP) / LINE_HEIGHT);
const PAPER = hsl(42, 45, 96);
const INK = hsl(30, 15, 18);

const BANGLA_ORDINALS = ['প্রথম', 'দ্বিতীয়', 'তৃতীয়', 'চতুর্থ', 'পঞ্চম', 'ষষ্ঠ', 'সপ্তম', 'অষ্টম'];
const ENGLISH_ORDINALS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];

function digits(value: number, language: PreviewBook['language']): string {
  const text = String(value);
  return language === 'Bangla' ? text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit))) : text;
}

function chapterName(index: number, language: PreviewBook['language']): string {
  return language === 'Bangla'
    ? `${BANGLA_ORDINALS[index] ?? digits(index + 1, language)} অধ্যায়`
    : `Chapter ${ENGLISH_ORDINALS[index] ?? index + 1}`;
}

/** The description's paragraphs as plain text. */
function paragraphs(description: string): string[] {
  return description
    .replace(/<\/(p|h[1-6]|li|blockquote)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(
      /&(amp|lt|gt|quot|#39|apos);/g,
      (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&apos;': "'" })[entity] ?? entity,
    )
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * The text pages' lines, from page 3 on: the first chapter's heading, then the
 * paragraphs (each first line indented), repeated as the pages need them.
 */
function textLines(book: PreviewBook, count: number): string[][] {
  const maxEm = (PAGE_WIDTH - 2 * MARGIN) / TEXT_SIZE;
  const source = paragraphs(book.description);
  const text = source.length > 0 ? source : [book.name];
  const lines: string[] = [];
  const wanted = Math.max(0, count - 2) * LINES_PER_PAGE;
  for (let i = 0; lines.length < wanted; i += 1) {
    const wrapped = wrapText(`\u2003${text[i % text.length] ?? ''}`, maxEm, Number.MAX_SAFE_INTEGER);
    lines.push(...wrapped.lines, '');
  }
  const pages: string[][] = [];
  // The first text page gives three lines to the chapter's heading.
  let from = 0;
  for (let page = 0; page < count - 2; page += 1) {
    const room = page === 0 ? LINES_PER_PAGE - 3 : LINES_PER_PAGE;
    pages.push(lines.slice(from, from + room));
    from += room;
  }
  return pages;
}

function pageNumber(page: number, book: PreviewBook): string {
  return `<text x="${PAGE_WIDTH / 2}" y="${PAGE_HEIGHT - 56}" font-family="${FONT_FAMILY}" font-size="17" fill="${INK}" fill-opacity="0.6" text-anchor="middle">${escapeXml(digits(page, book.language))}</text>`;
}

function titlePage(book: PreviewBook): string {
  const title = wrapText(book.name, (PAGE_WIDTH - 2 * MARGIN) / 44, 4);
  const authors = wrapText(book.authors, (PAGE_WIDTH - 2 * MARGIN) / 24, 2);
  const publisher = book.year === null ? book.publisher : `${book.publisher} · ${digits(book.year, book.language)}`;
  return [
    textBlock(title.lines, { x: PAGE_WIDTH / 2, centreY: 330, size: 44, lineHeight: 58, fill: INK, weight: 700 }),
    `<path d="M${PAGE_WIDTH / 2 - 40} 450h80" stroke="${INK}" stroke-opacity="0.4" stroke-width="2"/>`,
    textBlock(authors.lines, { x: PAGE_WIDTH / 2, centreY: 510, size: 24, lineHeight: 32, fill: INK }),
    textBlock([publisher], { x: PAGE_WIDTH / 2, centreY: PAGE_HEIGHT - 130, size: 19, lineHeight: 24, fill: INK }),
  ].join('');
}

function contentsPage(book: PreviewBook): string {
  const heading = book.language === 'Bangla' ? 'সূচিপত্র' : 'Contents';
  const rows = Array.from({ length: 8 }, (_, index) => {
    const y = 260 + index * 58;
    const start = digits(3 + index * 18, book.language);
    return (
      `<text x="${MARGIN}" y="${y}" font-family="${FONT_FAMILY}" font-size="22" fill="${INK}">${escapeXml(chapterName(index, book.language))}</text>` +
      `<path d="M${MARGIN + 190} ${y - 6}H${PAGE_WIDTH - MARGIN - 50}" stroke="${INK}" stroke-opacity="0.35" stroke-dasharray="2 6"/>` +
      `<text x="${PAGE_WIDTH - MARGIN}" y="${y}" font-family="${FONT_FAMILY}" font-size="22" fill="${INK}" text-anchor="end">${escapeXml(start)}</text>`
    );
  });
  return textBlock([heading], { x: PAGE_WIDTH / 2, centreY: 160, size: 32, lineHeight: 40, fill: INK, weight: 700 }) + rows.join('');
}

function textPage(book: PreviewBook, lines: string[], first: boolean): string {
  const top = first ? TEXT_TOP + 3 * LINE_HEIGHT : TEXT_TOP;
  const heading = first
    ? textBlock([chapterName(0, book.language)], {
        x: PAGE_WIDTH / 2,
        centreY: TEXT_TOP + 30,
        size: 28,
        lineHeight: 36,
        fill: INK,
        weight: 700,
      })
    : '';
  const tspans = lines
    .map((line, index) => `<tspan x="${MARGIN}" y="${top + index * LINE_HEIGHT}">${escapeXml(line === '' ? ' ' : line)}</tspan>`)
    .join('');
  return `${heading}<text font-family="${FONT_FAMILY}" font-size="${TEXT_SIZE}" fill="${INK}" xml:space="preserve">${tspans}</text>`;
}

/** Page `page` (1-based) of `count`, as an SVG; the caller checks that the book shows that many. */
export function renderPreviewPage(book: PreviewBook, page: number, count: number): string {
  let body: string;
  if (page === 1) body = titlePage(book);
  else if (page === 2) body = contentsPage(book);
  else body = textPage(book, textLines(book, count)[page - 3] ?? [], page === 3);
  const label = book.language === 'Bangla' ? `${book.name}: পৃষ্ঠা ${digits(page, 'Bangla')}` : `${book.name}: page ${page}`;
  return svgDocument(
    PAGE_WIDTH,
    PAGE_HEIGHT,
    label,
    `<rect width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" fill="${PAPER}"/>` + body + (page > 2 ? pageNumber(page, book) : ''),
  );
}
