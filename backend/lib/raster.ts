import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Sharp, SharpInput, SharpOptions } from 'sharp';
import { escapeXml } from './svg-kit.ts';

/**
 * Covers and pictures as WebP, drawn from the same SVG the .svg addresses answer.
 *
 * Why raster at all: a browser parses, lays out and paints each SVG image on the main thread
 * (7–15 ms apiece, ~45 ms to paint the hero and the first covers), which is most of the home page's
 * blocking time on a phone; real shops serve raster covers, so the local API should too.
 *
 * Why sharp (libvips, librsvg, pango): it shapes Bengali correctly. resvg was tried first and
 * misplaces the vowel sign in পথের and breaks conjuncts such as ন্দ্যো.
 * The text is drawn with Noto Sans Bengali from its npm package (Latin glyphs included), found through
 * a fontconfig file of our own, so the picture is the same on every machine whatever fonts it has.
 */

/** Flat drawings with text: at 60 the letters stay clean and a cover is ~22% smaller than at 78. */
const QUALITY = 60;
/** Rendered pictures kept in memory, by SVG digest; a cover is ~6 KB, so this stays under ~15 MB. */
const CACHE_LIMIT = 2000;

type SharpFactory = (input?: SharpInput, options?: SharpOptions) => Sharp;

let loading: Promise<SharpFactory> | undefined;

/** Writes the fontconfig file naming only the shop's font, then loads sharp, which reads it on first text. */
function loadSharp(): Promise<SharpFactory> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const fonts = dirname(require.resolve('@expo-google-fonts/noto-sans-bengali/package.json'));
    const home = join(tmpdir(), `boi-bazar-fontconfig-${createHash('sha256').update(fonts).digest('hex').slice(0, 12)}`);
    mkdirSync(home, { recursive: true });
    const config = join(home, 'fonts.conf');
    writeFileSync(
      config,
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${escapeXml(fonts)}</dir>\n  <cachedir>${escapeXml(join(home, 'cache'))}</cachedir>\n</fontconfig>\n`,
    );
    process.env.FONTCONFIG_FILE = config;
    const { default: sharp } = await import('sharp');
    return sharp;
  })();
  return loading;
}

const rendered = new Map<string, Promise<Buffer>>();

/**
 * The SVG as a WebP `scale` times its own size (the logo is drawn at 2×: it is shown at its SVG size
 * on screens of two or more device pixels per CSS pixel). Renders are cached; the oldest go first.
 */
export function svgToWebp(svg: string, scale = 1): Promise<Buffer> {
  const key = `${scale}:${createHash('sha256').update(svg).digest('base64url')}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  const job = loadSharp().then((sharp) =>
    sharp(Buffer.from(svg), { density: 72 * scale })
      .webp({ quality: QUALITY })
      .toBuffer(),
  );
  job.catch(() => rendered.delete(key));
  rendered.set(key, job);
  if (rendered.size > CACHE_LIMIT) {
    const oldest = rendered.keys().next().value;
    if (oldest !== undefined) rendered.delete(oldest);
  }
  return job;
}
