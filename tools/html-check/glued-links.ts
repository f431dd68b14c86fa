/**
 * Words run into a link: a letter or digit written straight before a link's
 * opening tag or straight after its closing tag ("browse the<a>authors</a>or"),
 * which a reader sees as one word. Astro (since 7) drops the whitespace of a
 * line break between a text and an element, so a sentence broken over lines in
 * a component loses its spaces unless they are written as {' '}; the HTML stays
 * valid and only the rendered words show it. Scripts, styles and templates are
 * not read: their text is not shown as it stands.
 */
const HIDDEN = /<(script|style|template)\b[\s\S]*?<\/\1>/g;
const GLUED = /[\p{L}\p{N}]<a\b[^>]*>[^<]*<\/a>|<a\b[^>]*>[^<]*<\/a>[\p{L}\p{N}]/gu;

/** Each place in a page where a link runs into a word, as the text around it reads. */
export function gluedLinks(html: string): string[] {
  const shown = html.replace(HIDDEN, '');
  return [...shown.matchAll(GLUED)].map((match) => {
    const from = Math.max(0, match.index - 30);
    const around = shown.slice(from, match.index + match[0].length + 30);
    // Tags cut at either end are dropped with the others: only the words are shown.
    return around
      .replace(/^[^<]*>/, '')
      .replace(/<[^>]*$/, '')
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  });
}
