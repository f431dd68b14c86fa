/**
 * What a built page tells search engines and social networks, read from its
 * <head>, and the problems a whole site's heads have: a page without a title,
 * description, sharing picture (a raster: the networks refuse SVG) with its alt
 * text, or Twitter card; JSON-LD that does not parse; and two indexable pages
 * with the same title or description (search engines show them as one). Pages
 * that share a canonical URL are one page for that; noindex pages do not count.
 * A redirect page (meta refresh, RedirectPage.astro) is no page a person sees
 * or shares, and is left out.
 */
import { localeOfPath } from '#shared/i18n/locale.ts';
import { isRasterImage } from '#shared/seo/share-image.ts';

export type PageHead = {
  file: string;
  title: string;
  canonical: string;
  noindex: boolean;
  /** A page that only sends the browser on (meta refresh). */
  redirect: boolean;
  /** Every <meta name|property=… content=…>, by its name or property. */
  meta: Record<string, string>;
  /** The text of each JSON-LD script. */
  jsonLd: string[];
};

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name = '', value = ''] of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) found[name.toLowerCase()] = unescape(value);
  return found;
}

export function readHead(file: string, html: string): PageHead {
  const end = html.indexOf('</head>');
  const head = end < 0 ? html : html.slice(0, end);
  const meta: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/g)) {
    const { name, property, content } = attributes(tag);
    const key = name ?? property;
    if (key && content !== undefined) meta[key] = content;
  }
  const canonicalTag = [...head.matchAll(/<link\s[^>]*>/g)].map(([tag]) => attributes(tag)).find((link) => link.rel === 'canonical');
  return {
    file,
    title: unescape(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '').trim(),
    canonical: canonicalTag?.href ?? '',
    noindex: /noindex/.test(meta.robots ?? ''),
    redirect: /<meta\s[^>]*http-equiv="refresh"/i.test(head),
    meta,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text = '']) => text),
  };
}

const REQUIRED = [
  'description',
  'og:title',
  'og:description',
  'og:url',
  'og:image',
  'og:image:alt',
  'twitter:card',
  'twitter:title',
  'twitter:description',
  'twitter:image',
  'twitter:image:alt',
];

function ownProblems(page: PageHead): string[] {
  const problems: string[] = [];
  if (!page.title) problems.push(`${page.file}: no title`);
  for (const key of REQUIRED) if (!page.meta[key]?.trim()) problems.push(`${page.file}: no ${key}`);
  for (const key of ['og:image', 'twitter:image']) {
    const url = page.meta[key];
    if (url && !isRasterImage(url)) problems.push(`${page.file}: ${key} is not a JPEG, PNG, GIF or WebP URL: ${url}`);
  }
  if (page.meta['twitter:card'] && page.meta['twitter:card'] !== 'summary_large_image')
    problems.push(`${page.file}: twitter:card is ${page.meta['twitter:card']}`);
  for (const text of page.jsonLd) {
    try {
      JSON.parse(text);
    } catch {
      problems.push(`${page.file}: JSON-LD that does not parse`);
    }
  }
  return problems;
}

type Thing = Record<string, unknown>;
const isThing = (value: unknown): value is Thing => typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (thing: Thing) => [thing['@type']].flat();
const at = (thing: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (isThing(value) ? value[key] : undefined), thing);

function things(page: PageHead): Thing[] {
  return page.jsonLd.flatMap((text) => {
    try {
      return [JSON.parse(text) as unknown].flat().filter(isThing);
    } catch {
      return [];
    }
  });
}

/**
 * The rich results each page type promises: the home page's site search (with a
 * literal {search_term_string}) and the shop with its logo; a book's price and
 * availability (Book and Product with an Offer); a post's picture, dates and
 * publisher logo.
 */
function structuredDataProblems(page: PageHead): string[] {
  const found = things(page);
  const ofType = (type: string) => found.find((thing) => typesOf(thing).includes(type));
  const missing = (what: string) => `${page.file}: JSON-LD has no ${what}`;
  const problems: string[] = [];
  if (page.file === 'index.html') {
    const template = at(ofType('WebSite'), 'potentialAction', 'target', 'urlTemplate');
    if (typeof template !== 'string' || !template.endsWith('{search_term_string}'))
      problems.push(missing('WebSite search action ending in a literal {search_term_string}'));
    const logo = at(ofType('Organization'), 'logo', 'url');
    if (typeof logo !== 'string' || !isRasterImage(logo)) problems.push(missing('Organization with a raster logo'));
  }
  if (page.file.startsWith('product-details/')) {
    const book = ofType('Book');
    if (!book || !typesOf(book).includes('Product')) problems.push(missing('Book that is also a Product'));
    const offer = at(book, 'offers');
    if (
      !/^\d+(?:\.\d+)?$/.test(String(at(offer, 'price'))) ||
      at(offer, 'priceCurrency') !== 'BDT' ||
      !/^https:\/\/schema\.org\/(?:InStock|OutOfStock)$/.test(String(at(offer, 'availability')))
    ) {
      problems.push(missing('Offer with a price in BDT and an availability'));
    }
  }
  if (page.file.startsWith('blog-details/')) {
    const post = ofType('BlogPosting');
    for (const key of ['image', 'datePublished', 'dateModified']) if (!at(post, key)) problems.push(missing(`BlogPosting ${key}`));
    if (!isRasterImage(String(at(post, 'publisher', 'logo', 'url')))) problems.push(missing('BlogPosting publisher logo'));
  }
  return problems;
}

/** The interface a canonical URL belongs to: a page and its twin in the other language (hreflang alternates) may share a title. */
function interfaceOf(canonical: string): string {
  return URL.canParse(canonical) ? localeOfPath(new URL(canonical).pathname) : 'en';
}

/** Indexable pages (one per canonical URL) of one interface that share a title or a description. */
function sharedProblems(pages: readonly PageHead[]): string[] {
  const byCanonical = new Map<string, PageHead>();
  for (const page of pages) if (!page.noindex && !byCanonical.has(page.canonical)) byCanonical.set(page.canonical, page);
  const problems: string[] = [];
  for (const [what, read] of [
    ['title', (page: PageHead) => page.title],
    ['description', (page: PageHead) => page.meta.description ?? ''],
  ] as const) {
    const holders = new Map<string, string[]>();
    for (const page of byCanonical.values()) {
      const key = `${interfaceOf(page.canonical)} ${read(page)}`;
      holders.set(key, [...(holders.get(key) ?? []), page.file]);
    }
    for (const [key, files] of holders) {
      if (files.length > 1)
        problems.push(`${files.length} pages share the ${what} "${key.slice(key.indexOf(' ') + 1)}": ${files.slice(0, 4).join(', ')}`);
    }
  }
  return problems;
}

export function headProblems(pages: readonly PageHead[]): string[] {
  const shown = pages.filter((page) => !page.redirect);
  return [...shown.flatMap(ownProblems), ...shown.flatMap(structuredDataProblems), ...sharedProblems(shown)];
}
