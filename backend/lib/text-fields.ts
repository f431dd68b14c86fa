/**
 * Whether a shopper's text may be stored (issue 32, ASVS L1): characters that
 * change how a text looks or is read without being seen are refused, so a
 * name, an email or a comment shown to staff or other shoppers is what it
 * appears to be. Pure; the 422 it leads to is visibleText in text-rules.ts.
 *
 * - `line`: one line of human text (names, city, subject): no control characters.
 * - `multiline`: text typed into a textarea (comment, review, message): may keep
 *   line breaks and tabs, and joiners anywhere (an emoji family, a word of another
 *   script), since free text is read, not compared.
 * - `identifier`: text read by machines (email, phone, web address): like `line`,
 *   and no zero-width character at all, since none belongs in one and any
 *   would let two different values look the same.
 */
export type TextKind = 'line' | 'multiline' | 'identifier';

// C0 and C1 controls and DEL. A NUL truncates the text in C code that reads it
// later; C1's NEL (U+0085) is a line break in disguise.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/u;
// The same, less the line breaks and tab a textarea produces.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

// Embeddings, overrides and isolates reorder what follows them ("Trojan Source"):
// an override makes "moc.live@a" read as "a@evil.com".
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;

// Zero-width space, word joiner and BOM have no use in a shopper's text: they only
// make two texts that look alike differ.
const ALWAYS_INVISIBLE = /[\u200B\u2060\uFEFF]/u;

const JOINER = /[\u200C\u200D]/u;
const JOINERS = new RegExp(JOINER.source, 'gu');

// Bangla needs ZWJ and ZWNJ between its letters and signs to pick a conjunct's
// form (র‍্যাব is ra, ZWJ, virama, ya…), so a name keeps them there and nowhere else.
const BANGLA_LETTER_OR_SIGN = /^(?=[\u0980-\u09FF])[\p{L}\p{M}]$/u;

function joinersOnlyInsideBangla(value: string): boolean {
  for (const match of value.matchAll(JOINERS)) {
    const before = value[match.index - 1] ?? '';
    const after = value[match.index + 1] ?? '';
    if (!BANGLA_LETTER_OR_SIGN.test(before) || !BANGLA_LETTER_OR_SIGN.test(after)) return false;
  }
  return true;
}

/** Whether `value` (as it will be stored: NFC, trimmed) may be stored in a field of this kind. */
export function acceptableText(value: string, kind: TextKind): boolean {
  if ((kind === 'multiline' ? CONTROLS_BUT_LINES : CONTROLS).test(value)) return false;
  if (BIDI_CONTROLS.test(value) || ALWAYS_INVISIBLE.test(value)) return false;
  if (kind === 'identifier') return !JOINER.test(value);
  return kind === 'multiline' || joinersOnlyInsideBangla(value);
}
