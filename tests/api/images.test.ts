import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { ErrorBodySchema } from './schemas.ts';
import { escapeXml, wrapText } from '../../backend/lib/svg-kit.ts';
import { call, expectShape, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

const FONT = "font-family=\"'Noto Sans Bengali Variable', 'Noto Sans Bengali', sans-serif\"";

type Svg = { status: number; headers: Headers; text: string };

async function fetchSvg(path: string, headers: Record<string, string> = {}): Promise<Svg> {
  const response = await fetch(`${api.shop}${path}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Parses as XML (throws on malformed markup) and answers the root element. */
function parseSvg(text: string): Element {
  const { window } = new JSDOM('');
  const doc = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = doc.documentElement;
  expect(root.tagName).toBe('svg');
  return root;
}

function expectSvgHeaders(headers: Headers): void {
  expect(headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  expect(headers.get('cache-control')).toBe('public, max-age=86400');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
}

/** Nothing outside the file: no links, no external images or fonts. */
function expectSelfContained(text: string): void {
  expect(text).not.toMatch(/href\s*=/i);
  expect(text).not.toMatch(/url\((?!#)/i);
  expect(text).not.toMatch(/@import|@font-face|<image|<script|<foreignObject/i);
  expect(text.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:/);
}

async function expectJson404(path: string): Promise<void> {
  const response = await call(`${api.shop}${path}`);
  expect(response.status, path).toBe(404);
  expect(expectShape(ErrorBodySchema, response.body).message).not.toBe('');
}

function bookBySlug(slug: string): { id: number; name: string } {
  return api.db.prepare('SELECT id, name FROM products WHERE slug = ?').get(slug) as { id: number; name: string };
}

describe('GET /covers/{slug}.svg', () => {
  it('draws the cover of a book with its title and author', async () => {
    const svg = await fetchSvg('/covers/gitanjali.svg');
    expect(svg.status).toBe(200);
    expectSvgHeaders(svg.headers);
    const root = parseSvg(svg.text);
    expect(root.getAttribute('viewBox')).toBe('0 0 300 450');
    expect(root.getAttribute('width')).toBe('300');
    expect(root.getAttribute('height')).toBe('450');
    expect(root.textContent).toContain('গীতাঞ্জলি');
    expect(root.textContent).toContain('রবীন্দ্রনাথ ঠাকুর');
    expect(svg.text).toContain(FONT);
    expectSelfContained(svg.text);
  });

  it('escapes every title character XML reserves', async () => {
    const { id } = bookBySlug('gitanjali');
    // Short words: the wrap never has to cut one, so each escaped form stays whole.
    const title = `Tom & Jerry <b> "quoted" </b> 'single'`;
    api.db.prepare('UPDATE products SET name = ? WHERE id = ?').run(title, id);
    try {
      const svg = await fetchSvg('/covers/gitanjali.svg');
      expect(svg.status).toBe(200);
      for (const escaped of ['Tom &amp; Jerry', '&lt;b&gt;', '&quot;quoted&quot;', '&lt;/b&gt;', '&apos;single&apos;']) {
        expect(svg.text).toContain(escaped);
      }
      expect(svg.text).not.toContain('<b>');
      const root = parseSvg(svg.text);
      expect(root.getElementsByTagName('b')).toHaveLength(0);
      const titleLines = Array.from(root.getElementsByTagName('text')[0]?.getElementsByTagName('tspan') ?? [], (t) => t.textContent);
      expect(titleLines.join(' ')).toBe(title);
    } finally {
      api.db.prepare('UPDATE products SET name = ? WHERE id = ?').run('গীতাঞ্জলি', id);
    }
  });

  it('wraps a long title over several lines', async () => {
    const { id, name } = bookBySlug('gitanjali');
    api.db.prepare('UPDATE products SET name = ? WHERE id = ?').run('পথের পাঁচালী অপরাজিত আরণ্যক চাঁদের পাহাড় ইছামতী', id);
    try {
      const root = parseSvg((await fetchSvg('/covers/gitanjali.svg')).text);
      const titleText = root.getElementsByTagName('text')[0];
      expect(titleText?.getElementsByTagName('tspan').length).toBeGreaterThan(1);
    } finally {
      api.db.prepare('UPDATE products SET name = ? WHERE id = ?').run(name, id);
    }
  });

  it('draws the same cover every time, and different colours for different books', async () => {
    const first = await fetchSvg('/covers/gitanjali.svg');
    const second = await fetchSvg('/covers/gitanjali.svg');
    expect(second.text).toBe(first.text);
    const other = await fetchSvg('/covers/gora.svg');
    expect(other.status).toBe(200);
    const colours = (text: string) => text.match(/stop-color="[^"]+"/g)?.join();
    expect(colours(other.text)).not.toBe(colours(first.text));
  });

  it('answers 304 to a matching If-None-Match, the gzipped answer’s weak tag as the plain one’s', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const first = await fetchSvg('/covers/gitanjali.svg', { 'Accept-Encoding': encoding });
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(encoding === 'gzip' ? /^W\/".+"$/ : /^".+"$/);
      const again = await fetchSvg('/covers/gitanjali.svg', { 'Accept-Encoding': encoding, 'If-None-Match': etag });
      expect(again.status, encoding).toBe(304);
      expect(again.text).toBe('');
    }
  });

  it('draws a cover for every book the lists link to', async () => {
    const slugs = (api.db.prepare('SELECT slug FROM products ORDER BY id LIMIT 20').all() as { slug: string }[]).map((r) => r.slug);
    for (const slug of slugs) {
      const svg = await fetchSvg(`/covers/${slug}.svg`);
      expect(svg.status, slug).toBe(200);
      parseSvg(svg.text);
    }
  });

  it.each([
    '/covers/no-such-book.svg',
    '/covers/gitanjali',
    '/covers/gitanjali.png',
    '/covers/Gitanjali.svg',
    '/covers/..%2Fgitanjali.svg',
  ])('answers 404 JSON for %s', async (path) => {
    await expectJson404(path);
  });
});

describe('GET /images/{name}.svg', () => {
  it.each([
    ['slide-1', 1200, 400],
    ['page-about', 1200, 400],
    ['banner-one', 1200, 200],
    ['banner-two-one', 600, 200],
    ['banner-two-two', 600, 200],
    ['post-3', 800, 450],
    ['logo', 226, 60],
  ])('draws %s at %i×%i', async (name, width, height) => {
    const svg = await fetchSvg(`/images/${name}.svg`);
    expect(svg.status).toBe(200);
    expectSvgHeaders(svg.headers);
    const root = parseSvg(svg.text);
    expect(root.getAttribute('width')).toBe(String(width));
    expect(root.getAttribute('height')).toBe(String(height));
    expect(root.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
    expectSelfContained(svg.text);
  });

  it('draws the wordmark in the logo', async () => {
    const root = parseSvg((await fetchSvg('/images/logo.svg')).text);
    expect(root.textContent).toContain('বইবাজার');
    expect(root.textContent).toContain('Boi Bazar');
  });

  it('draws each name its own way, the same way every time', async () => {
    const one = (await fetchSvg('/images/slide-1.svg')).text;
    expect((await fetchSvg('/images/slide-1.svg')).text).toBe(one);
    expect((await fetchSvg('/images/slide-2.svg')).text).not.toBe(one);
  });

  it.each([
    '/images/Slide-1.svg',
    '/images/slide_1.svg',
    '/images/slide-1.png',
    '/images/slide-1',
    '/images/.svg',
    '/images/a%20b.svg',
    '/images/..%2Flogo.svg',
  ])('answers 404 JSON for %s', async (path) => {
    await expectJson404(path);
  });
});

describe('the WebP pictures the shop’s pages show', () => {
  async function fetchWebp(
    path: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
    const response = await fetch(`${api.shop}${path}`, { headers });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it.each([
    ['/covers/gitanjali.webp', 300, 450],
    ['/images/slide-1.webp', 1200, 400],
    ['/images/banner-two-one.webp', 600, 200],
    ['/images/post-3.webp', 800, 450],
    // Twice the logo's 226 × 60: it is shown at that size on screens of two device pixels per CSS pixel.
    ['/images/logo.webp', 452, 120],
  ])('draws %s as a %i×%i WebP, cached a day', async (path, width, height) => {
    const picture = await fetchWebp(path);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    // Already compressed: gzip would only cost time.
    expect(picture.headers.get('content-encoding')).toBeNull();
    const metadata = await sharp(picture.bytes).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'webp', width, height });
  });

  it('draws the cover anew when the book’s title changes, and answers 304 to its tag', async () => {
    const { id, name } = bookBySlug('gitanjali');
    const before = await fetchWebp('/covers/gitanjali.webp');
    const etag = before.headers.get('etag') ?? '';
    expect((await fetchWebp('/covers/gitanjali.webp', { 'If-None-Match': etag })).status).toBe(304);
    api.db.prepare('UPDATE products SET name = ? WHERE id = ?').run('পথের পাঁচালী', id);
    try {
      const after = await fetchWebp('/covers/gitanjali.webp', { 'If-None-Match': etag });
      expect(after.status).toBe(200);
      expect(after.bytes.equals(before.bytes)).toBe(false);
    } finally {
      api.db.prepare('UPDATE products SET name = ? WHERE id = ?').run(name, id);
    }
  });

  it.each([
    '/covers/no-such-book.webp',
    '/covers/gitanjali.WEBP',
    '/covers/gitanjali.webp.svg',
    '/images/slide-1.jpg',
    '/images/Slide-1.webp',
  ])('answers 404 JSON for %s', async (path) => {
    await expectJson404(path);
  });
});

describe('svg building blocks', () => {
  it('escapes markup and drops characters XML forbids', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    expect(escapeXml('x\u0000y\u0008z\uFFFE')).toBe('xyz');
    expect(escapeXml('রবীন্দ্রনাথ')).toBe('রবীন্দ্রনাথ');
  });

  it('wraps by words, never inside a Bangla grapheme cluster, and marks what it cuts', () => {
    const wrapped = wrapText('রবীন্দ্রনাথ ঠাকুরের নির্বাচিত কবিতা সংকলন', 6, 2);
    expect(wrapped.lines).toHaveLength(2);
    expect(wrapped.truncated).toBe(true);
    expect(wrapped.lines[1]?.endsWith('…')).toBe(true);
    const words = wrapText('এক দুই তিন', 100, 3);
    expect(words).toEqual({ lines: ['এক দুই তিন'], truncated: false });
    const pieces = wrapText('রবীন্দ্রনাথঠাকুরেরনির্বাচিতকবিতা', 3, 10).lines;
    expect(pieces.join('')).toBe('রবীন্দ্রনাথঠাকুরেরনির্বাচিতকবিতা');
    const segmenter = new Intl.Segmenter('bn', { granularity: 'grapheme' });
    for (const piece of pieces) {
      // A piece never starts with a combining sign or a hasanta-joined consonant.
      const first = Array.from(segmenter.segment(piece))[0]?.segment ?? '';
      expect(first).not.toMatch(/^\p{M}/u);
    }
  });
});
