import { FONT_FAMILY, hash32, hsl, num, seededRandom, svgDocument } from './svg-kit.ts';

/** Names of the generic pictures: lower-case letters, digits and hyphens. */
export const PICTURE_NAME = /^[a-z0-9-]+$/;

export type PictureSize = { width: number; height: number };

/** Size by kind: slides and pages 1200×400, banners 1200×200 (two-column halves 600×200), posts 800×450, logo 226×60. */
export function pictureSize(name: string): PictureSize {
  if (name === 'logo') return { width: 226, height: 60 };
  if (name.startsWith('slide-') || name.startsWith('page-')) return { width: 1200, height: 400 };
  if (name.startsWith('banner-two')) return { width: 600, height: 200 };
  if (name.startsWith('banner-')) return { width: 1200, height: 200 };
  return { width: 800, height: 450 };
}

/** Soft translucent discs scattered over the picture. */
function discs(random: () => number, { width, height }: PictureSize, colour: string): string {
  const count = 6 + Math.floor(random() * 5);
  return Array.from({ length: count }, () => {
    const r = height * (0.15 + random() * 0.5);
    return `<circle cx="${num(random() * width)}" cy="${num(random() * height)}" r="${num(r)}" fill="${colour}" fill-opacity="${num(0.06 + random() * 0.14)}"/>`;
  }).join('');
}

/** A shelf of book spines along the right-hand side, leaving the left free for captions. */
function shelf(random: () => number, { width, height }: PictureSize, hue: number): string {
  const base = height * 0.9;
  const spines: string[] = [];
  let x = width * 0.62;
  while (x < width * 0.95) {
    const w = height * (0.05 + random() * 0.05);
    const h = height * (0.4 + random() * 0.38);
    const colour = hsl(hue + random() * 90 - 45, 40 + random() * 25, 38 + random() * 30);
    spines.push(`<rect x="${num(x)}" y="${num(base - h)}" width="${num(w)}" height="${num(h)}" rx="2" fill="${colour}"/>`);
    spines.push(
      `<rect x="${num(x + w * 0.2)}" y="${num(base - h * 0.8)}" width="${num(w * 0.6)}" height="${num(Math.max(2, h * 0.04))}" fill="#fff" fill-opacity="0.35"/>`,
    );
    x += w + height * 0.01;
  }
  spines.push(
    `<rect x="${num(width * 0.6)}" y="${num(base)}" width="${num(width * 0.37)}" height="${num(height * 0.025)}" fill="#000" fill-opacity="0.3"/>`,
  );
  return spines.join('');
}

/** Flowing bands across the picture (posts). */
function waves(random: () => number, { width, height }: PictureSize, colour: string): string {
  return Array.from({ length: 4 }, (_, i) => {
    const y = height * (0.35 + i * 0.17);
    const lift = height * (0.08 + random() * 0.12);
    return `<path d="M0 ${num(y)}C${num(width * 0.3)} ${num(y - lift)} ${num(width * 0.6)} ${num(y + lift)} ${width} ${num(y - lift / 2)}V${height}H0z" fill="${colour}" fill-opacity="${num(0.08 + i * 0.04)}"/>`;
  }).join('');
}

/** The shop's logo: an open book and the wordmark in both scripts. */
export function renderLogo(): string {
  const body = [
    `<rect x="2" y="6" width="48" height="48" rx="10" fill="#c2410c"/>`,
    `<path d="M26 20c-5-3-11-3-16-1v22c5-2 11-2 16 1z" fill="#fff"/>`,
    `<path d="M26 20c5-3 11-3 16-1v22c-5-2-11-2-16 1z" fill="#fde7d9"/>`,
    `<text x="60" y="31" font-family="${FONT_FAMILY}" font-size="24" font-weight="700" fill="#1f2937">বইবাজার</text>`,
    `<text x="61" y="50" font-family="${FONT_FAMILY}" font-size="12" font-weight="600" letter-spacing="2" fill="#c2410c">Boi Bazar</text>`,
  ].join('');
  return svgDocument(226, 60, 'বইবাজার — Boi Bazar', body);
}

/** A decorative picture for slides, banners, posts and pages; everything in it follows from the name. */
export function renderPicture(name: string): string {
  if (name === 'logo') return renderLogo();
  const size = pictureSize(name);
  const seed = hash32(name);
  const random = seededRandom(seed);
  const hue = seed % 360;
  const light = hsl(hue + 160, 70, 85);
  const decoration = name.startsWith('post-') ? waves(random, size, light) : discs(random, size, light) + shelf(random, size, hue + 180);
  const gradient = `picture-${seed.toString(36)}`;
  const body = [
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${hsl(hue, 55, 42)}"/><stop offset="1" stop-color="${hsl(hue + 40, 60, 22)}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${size.width}" height="${size.height}" fill="url(#${gradient})"/>`,
    decoration,
  ].join('');
  return svgDocument(size.width, size.height, 'বইবাজার', body);
}
