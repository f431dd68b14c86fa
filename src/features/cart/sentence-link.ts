/**
 * A sentence with a link inside it, split around the link's words: the link
 * sits at a different place in each language ("Sign in to use…", "…করতে লগইন
 * করুন: …"), so the catalogue keeps the whole sentence and names the linked part.
 * A sentence that does not contain the link's words gets the link at its start.
 */
export function splitAroundLink(sentence: string, link: string): { before: string; after: string } {
  const at = sentence.indexOf(link);
  if (at < 0) return { before: '', after: ` ${sentence}` };
  return { before: sentence.slice(0, at), after: sentence.slice(at + link.length) };
}
