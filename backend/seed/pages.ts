import * as v from 'valibot';
import { readProse, SLUG } from './prose.ts';
import { markdownToHtml, nfc } from './text.ts';

export type PageSeed = { slug: string; name: string; image: string | null; markdown: string; html: string };

/** data/pages.json: each page's address, title and picture; its text is data/pages/<slug>.md. */
const PageEntry = v.object({ slug: SLUG, name: v.string(), image: v.nullable(v.string()) });

/** About, delivery, returns, privacy and terms, in the menu's order. */
export function buildPages(): PageSeed[] {
  return readProse('pages', PageEntry).map((page) => {
    const markdown = nfc(page.markdown);
    return { slug: page.slug, name: nfc(page.name), image: page.image, markdown, html: nfc(markdownToHtml(markdown)) };
  });
}
