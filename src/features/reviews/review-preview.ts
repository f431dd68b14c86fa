/** Review text is collapsed beyond this many characters, so that one long review does not push the others off the screen. */
export const REVIEW_PREVIEW_LENGTH = 150;

/**
 * The collapsed form of a review longer than `limit` characters (Unicode code
 * points, as a shopper counts letters and signs): its start, cut at a grapheme
 * boundary so a Bangla conjunct or vowel sign is never split, then "...".
 * Null when the text is short enough to show whole.
 */
export function reviewPreview(text: string, limit = REVIEW_PREVIEW_LENGTH): string | null {
  if ([...text].length <= limit) return null;
  let kept = '';
  let used = 0;
  for (const { segment } of new Intl.Segmenter('bn', { granularity: 'grapheme' }).segment(text)) {
    const size = [...segment].length;
    if (used + size > limit) break;
    kept += segment;
    used += size;
  }
  return `${kept.trimEnd()}...`;
}
