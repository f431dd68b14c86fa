/**
 * Folds text so that spellings a reader cannot tell apart compare equal: the
 * same function runs on the indexed book text and on every typed query. Pure.
 */

const KHANDA_TA = '\u09CE';
/** ত + hasanta + zero-width joiner: how khanda ta was typed before Unicode 4.1. */
const OLD_KHANDA_TA = /\u09A4\u09CD\u200D/gu;

/**
 * ড়, ঢ়, য় have a one-code-point form that NFC never produces (they are
 * composition exclusions): both spellings become base + nukta, NFC's own form.
 */
const NUKTA_FORMS: Record<string, string> = {
  '\u09DC': '\u09A1\u09BC',
  '\u09DD': '\u09A2\u09BC',
  '\u09DF': '\u09AF\u09BC',
};

/**
 * Invisible marks a keyboard or a copy-paste leaves behind: zero-width
 * (non-)joiners and spaces, word joiner, BOM, soft hyphen, direction marks
 * (all format characters, \p{Cf}) and the combining grapheme joiner.
 */
const INVISIBLE = /[\p{Cf}\u034F]/gu;

const BANGLA_DIGIT = /[\u09E6-\u09EF]/gu;

export function normalizeText(text: string): string {
  return text
    .normalize('NFC')
    .replace(OLD_KHANDA_TA, KHANDA_TA)
    .replace(/[\u09DC\u09DD\u09DF]/gu, (form) => NUKTA_FORMS[form] ?? form)
    .replace(INVISIBLE, '')
    .replace(BANGLA_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The words of a normalised text: runs of letters, marks and digits (Bangla signs are marks). */
export function words(normalized: string): string[] {
  return normalized.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}
