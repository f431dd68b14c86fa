import { expect, test } from '@playwright/test';

// The site as a crawler or link checker reads it: every address in a page's
// source, the <template> markup that scripts fill included, leads to a page.

/** The site's own addresses in a page's HTML source (no fragments, no other hosts). */
function siteAddresses(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\shref="([^"]*)"/g)) {
    const href = (match[1] ?? '').replaceAll('&amp;', '&');
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    found.add(href.replace(/#.*$/, ''));
  }
  return [...found].filter(Boolean);
}

for (const path of ['/books/', '/books/categories/novel/', '/books/search/gitanjali', '/authors/', '/blog/']) {
  test(`every address in the source of ${path} answers with a page`, async ({ request }) => {
    test.slow(); // every link of a listing, on a shared machine
    const source = await request.get(path);
    expect(source.status()).toBe(200);
    const html = await source.text();
    const broken: string[] = [];
    for (const href of siteAddresses(html)) {
      const answer = await request.get(href, { maxRedirects: 0 });
      if (answer.status() !== 200) broken.push(`${href} → ${answer.status()}`);
    }
    expect(broken).toEqual([]);
  });
}

test('links to the about page go to its own address, not to its /page/about copy', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('href="/about"');
  expect(html).not.toContain('href="/page/about"');
});
