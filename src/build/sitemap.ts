/**
 * The sitemap files for a list of site paths. One sitemap holds at most 50,000
 * URLs (sitemaps.org); past that, /sitemap.xml becomes a sitemap index of
 * /sitemap-1.xml, /sitemap-2.xml, … of at most 50,000 URLs each.
 */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapFile = { path: string; body: string };
/** A page the sitemap lists, with when it last changed where that is known (a post's date). */
export type SitemapEntry = { path: string; lastmod?: string };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

type Url = { href: string; lastmod?: string };

function urlElement({ href, lastmod }: Url): string {
  return `  <url><loc>${escapeXml(href)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
}

function urlset(urls: readonly Url[]): string {
  return [XML_HEAD, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls.map(urlElement), '</urlset>', ''].join('\n');
}

/** Every page once (the first entry of a path wins), as absolute URLs on `base`, in as many files as the limit needs. */
export function sitemapFiles(pages: readonly SitemapEntry[], base: URL, max = SITEMAP_MAX_URLS): SitemapFile[] {
  const byHref = new Map<string, Url>();
  for (const { path, lastmod } of pages) {
    const href = new URL(path, base).href;
    if (!byHref.has(href)) byHref.set(href, { href, lastmod });
  }
  const urls = [...byHref.values()];
  if (urls.length <= max) return [{ path: '/sitemap.xml', body: urlset(urls) }];
  const parts: SitemapFile[] = [];
  for (let start = 0; start < urls.length; start += max) {
    parts.push({ path: `/sitemap-${parts.length + 1}.xml`, body: urlset(urls.slice(start, start + max)) });
  }
  const index = [
    XML_HEAD,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((part) => `  <sitemap><loc>${escapeXml(new URL(part.path, base).href)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
  return [{ path: '/sitemap.xml', body: index }, ...parts];
}

/** The page URLs a sitemap file lists (`<url><loc>`), or the sitemaps an index lists (`<sitemap><loc>`). */
export function sitemapLocs(xml: string): { index: boolean; locs: string[] } {
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    (m[1] ?? '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );
  return { index: xml.includes('<sitemapindex'), locs };
}
