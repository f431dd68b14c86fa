import { nfc } from './text.ts';

export type PublisherSeed = { name: string; slug: string };

/**
 * Twenty-four invented Bangladeshi publishing houses. The names are made up
 * from words of the countryside and the page, not taken from real houses.
 */
const PUBLISHERS: readonly (readonly [name: string, slug: string])[] = [
  ['নদী প্রকাশনী', 'nodi-prokashoni'],
  ['শিউলি বুকস', 'shiuli-books'],
  ['কাশবন প্রকাশনী', 'kashbon-prokashoni'],
  ['বটতলা বইঘর', 'bottola-boighor'],
  ['জলফড়িং প্রকাশন', 'jolforing-prokashon'],
  ['পদ্মপাতা প্রকাশনী', 'poddopata-prokashoni'],
  ['হিজলতলা প্রকাশ', 'hijoltola-prokash'],
  ['সোনালি ধান প্রকাশনী', 'sonali-dhan-prokashoni'],
  ['বাতায়ন বুকস', 'batayon-books'],
  ['লালমাটি প্রকাশন', 'lalmati-prokashon'],
  ['কৃষ্ণচূড়া প্রকাশনী', 'krishnochura-prokashoni'],
  ['অক্ষরমালা প্রকাশ', 'okkhormala-prokash'],
  ['পাতাবাহার বুকস', 'patabahar-books'],
  ['নীলপদ্ম প্রকাশন', 'nilpoddo-prokashon'],
  ['চরাচর বইঘর', 'chorachor-boighor'],
  ['মহুয়া প্রকাশনী', 'mohua-prokashoni'],
  ['বাঁশরি পাবলিশার্স', 'bashori-publishers'],
  ['তিস্তা প্রকাশন', 'tista-prokashon'],
  ['গাঙশালিক প্রকাশনী', 'gangshalik-prokashoni'],
  ['আলোকবর্তিকা প্রকাশনী', 'alokbortika-prokashoni'],
  ['শব্দতরী প্রকাশন', 'shobdotori-prokashon'],
  ['বর্ষাকাল বুকস', 'borshakal-books'],
  ['ঝাউবন প্রকাশনী', 'jhaubon-prokashoni'],
  ['কলমিলতা প্রকাশ', 'kolmilota-prokash'],
];

export function publisherSeeds(): PublisherSeed[] {
  return PUBLISHERS.map(([name, slug]) => ({ name: nfc(name), slug }));
}
