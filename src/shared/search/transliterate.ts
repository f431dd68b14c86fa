/**
 * Bangla → Latin as Bangladeshi readers write Banglish ("রবীন্দ্রনাথ" →
 * "robindronath"), and a loose phonetic key that makes the usual spelling
 * variants of a word meet ("rabindranath", "robindronath" → "rbindrnt").
 * A deterministic map written for this shop, no dictionary: pure and small,
 * because the browser runs the same code on every query as the indexer runs
 * on every book. Expects text already folded by normalizeText().
 */

const CONSONANTS: Record<string, string> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'chh',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'f',
  ব: 'b',
  ভ: 'bh',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 'sh',
  ষ: 'sh',
  স: 's',
  হ: 'h',
  ৎ: 't',
  ৰ: 'r',
  ৱ: 'w',
};
/** Base consonant + nukta (NFC's spelling of ড়, ঢ়, য়). */
const NUKTA_CONSONANTS: Record<string, string> = { ড: 'r', ঢ: 'rh', য: 'y' };

const VOWELS: Record<string, string> = {
  অ: 'o',
  আ: 'a',
  ই: 'i',
  ঈ: 'i',
  উ: 'u',
  ঊ: 'u',
  ঋ: 'ri',
  ৠ: 'ri',
  ঌ: 'li',
  এ: 'e',
  ঐ: 'oi',
  ও: 'o',
  ঔ: 'ou',
};
const VOWEL_SIGNS: Record<string, string> = {
  'া': 'a',
  'ি': 'i',
  'ী': 'i',
  'ু': 'u',
  'ূ': 'u',
  'ৃ': 'ri',
  'ৄ': 'ri',
  'ে': 'e',
  'ৈ': 'oi',
  'ো': 'o',
  'ৌ': 'ou',
  'ৗ': 'ou',
};
const HASANTA = '\u09CD';
const NUKTA = '\u09BC';
const CHANDRABINDU = 'ঁ';
const ANUSVARA = 'ং';
const VISARGA = 'ঃ';
const KHANDA_TA = 'ৎ';

export type TransliterateOptions = {
  /**
   * Chandrabindu (nasal vowel) as "n" ("বাঁশী" → "banshi") or nothing
   * ("bashi"): Banglish writers do both, so the index keeps both.
   */
  chandrabindu?: 'n' | '';
};

/** One written syllable: a consonant cluster (maybe none) with its vowel and marks. */
type Unit = {
  /** Latin of the consonants, phala forms applied; '' for an independent vowel. */
  consonants: string;
  conjunct: boolean;
  yaPhala: boolean;
  /** The written vowel; null when the consonant carries the inherent vowel. */
  vowel: string | null;
  /** Hasanta at the end, or khanda ta: never an inherent vowel. */
  silent: boolean;
  marks: string;
};

const isBanglaLetter = (char: string) => /[\u0980-\u09FF]/u.test(char);

function parseWord(word: string, options: Required<TransliterateOptions>): Unit[] {
  const chars = [...word];
  const units: Unit[] = [];
  let i = 0;
  const nasal = () => options.chandrabindu;
  while (i < chars.length) {
    const char = chars[i] ?? '';
    if (VOWELS[char] !== undefined) {
      units.push({ consonants: '', conjunct: false, yaPhala: false, vowel: VOWELS[char], silent: false, marks: '' });
      i += 1;
    } else if (CONSONANTS[char] !== undefined) {
      const parts: string[] = [];
      let yaPhala = false;
      let silent = false;
      for (;;) {
        const base = chars[i] ?? '';
        let latin = CONSONANTS[base] ?? '';
        i += 1;
        if (chars[i] === NUKTA) {
          latin = NUKTA_CONSONANTS[base] ?? latin;
          i += 1;
        }
        if (parts.length > 0 && base === 'য' && latin === 'j') {
          latin = 'y';
          yaPhala = true;
        } else if (parts.length > 0 && base === 'ব' && parts.at(-1) !== 'r' && parts.at(-1) !== 'm') {
          // ba-phala: "বিশ্বাস" → biswas, "ঈশ্বর" → ishwor.
          latin = 'w';
        }
        parts.push(latin);
        if (base === KHANDA_TA) silent = true;
        if (chars[i] === HASANTA && CONSONANTS[chars[i + 1] ?? ''] !== undefined) {
          i += 1;
          continue;
        }
        if (chars[i] === HASANTA) {
          silent = true;
          i += 1;
        }
        break;
      }
      const sign = VOWEL_SIGNS[chars[i] ?? ''];
      if (sign !== undefined) i += 1;
      units.push({ consonants: parts.join(''), conjunct: parts.length > 1, yaPhala, vowel: sign ?? null, silent, marks: '' });
    } else {
      // A lone sign or mark: attach it to the syllable before.
      const unit = units.at(-1);
      const mark = char === CHANDRABINDU ? nasal() : char === ANUSVARA ? 'ng' : char === VISARGA ? 'h' : (VOWEL_SIGNS[char] ?? '');
      if (unit) unit.marks += mark;
      else if (mark) units.push({ consonants: '', conjunct: false, yaPhala: false, vowel: mark, silent: false, marks: '' });
      i += 1;
    }
  }
  return units;
}

/**
 * Whether each unit sounds a vowel. Written vowels always; the inherent vowel
 * ("o") is kept on the first syllable, on conjuncts, and on a one-letter word,
 * dropped at the end of a word after a single consonant and, in the middle,
 * between a vowel and a voiced single consonant ("দেবদাস" → debdas, "নজরুল" → nojrul).
 */
function inherentVowels(units: Unit[]): boolean[] {
  const tentative = units.map((unit, index) => {
    if (unit.vowel !== null) return true;
    if (unit.silent) return false;
    if (index === 0 || units.length === 1 || unit.conjunct) return true;
    return index !== units.length - 1;
  });
  const sounded = [...tentative];
  for (let index = 1; index < units.length - 1; index += 1) {
    const unit = units[index];
    if (!unit || unit.vowel !== null || unit.silent || unit.conjunct || unit.marks) continue;
    if (sounded[index - 1] && tentative[index + 1] && !units[index + 1]?.conjunct) sounded[index] = false;
  }
  return sounded;
}

function transliterateWord(word: string, options: Required<TransliterateOptions>): string {
  const units = parseWord(word, options);
  const sounded = inherentVowels(units);
  return units
    .map((unit, index) => {
      const inherent = unit.yaPhala ? 'a' : 'o';
      const vowel = unit.vowel ?? (sounded[index] && !unit.silent ? inherent : '');
      return unit.consonants + vowel + unit.marks;
    })
    .join('');
}

/** Bangla words in Latin letters; everything else is left as it is. */
export function transliterate(text: string, options: TransliterateOptions = {}): string {
  const settled: Required<TransliterateOptions> = { chandrabindu: options.chandrabindu ?? 'n' };
  let out = '';
  let word = '';
  for (const char of text) {
    if (isBanglaLetter(char) && !/[\u09E6-\u09EF\u0964\u0965]/u.test(char)) {
      word += char;
      continue;
    }
    if (word) out += transliterateWord(word, settled);
    word = '';
    out += char;
  }
  if (word) out += transliterateWord(word, settled);
  return out;
}

/** Whether a text has any Bangla letter in it. */
export function hasBangla(text: string): boolean {
  return /[\u0980-\u09FF]/u.test(text);
}

/** Two- and three-letter spellings of one sound, longest first. */
const CLUSTERS: [RegExp, string][] = [
  [/chh|ch|cch/g, 'c'],
  [/kh|ck|q/g, 'k'],
  [/gh/g, 'g'],
  [/jh/g, 'j'],
  [/th/g, 't'],
  [/dh/g, 'd'],
  [/ph|f/g, 'p'],
  [/bh|v/g, 'b'],
  [/sh/g, 's'],
  [/z/g, 'j'],
  [/rh/g, 'r'],
  // ঙ্গ is written ngg, ng or n ("choturonggo", "Chaturanga").
  [/ng+/g, 'n'],
  [/x/g, 'ks'],
  // ক্ষ: "ksh" in English spellings, "kkh" in Banglish ("Bishabriksha", "bishobrikkho").
  [/ks/g, 'k'],
  // ya-phala after a consonant doubles it in speech: "kabya", "kabbo"; "aronyak", "aronnok".
  [/(?<=[b-df-hj-np-tv-z])y/g, ''],
  [/ee|y|e/g, 'i'],
  [/oo|w/g, 'u'],
];

/**
 * A loose key of one Latin word for matching, not for reading: aspirates lose
 * their h, s/sh, j/z, b/v, p/f/ph, i/ee/y/e and u/oo/w meet, ya-phala and
 * ng/ngg/n and ks/kkh fold, every a and o
 * after the first letter goes (Bangla's inherent vowel is written either way,
 * or not at all), doubled letters become one, and a trailing i/u goes.
 * "robindronath", "rabindranath" → "rbindrnt"; "geetanjoli", "gitanjali" → "gitnjl".
 */
export function phoneticKey(latin: string): string {
  let key = latin
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  if (key === '' || /^[0-9]+$/.test(key)) return key;
  for (const [pattern, replacement] of CLUSTERS) {
    key = key.replace(pattern, replacement);
  }
  key = key.replace(/^[ao]/, 'a').replace(/(?<=.)[ao]/g, '');
  key = key.replace(/(.)\1+/g, '$1');
  while (key.length > 2 && /[iu]$/.test(key)) key = key.slice(0, -1);
  return key;
}
