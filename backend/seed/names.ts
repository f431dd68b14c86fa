import type { Rng } from './rng.ts';
import { nfc } from './text.ts';

/** A word in Bangla script and its usual Latin spelling. */
export type Pair = readonly [bn: string, en: string];

export type PersonName = { name: string; name_en: string };

// Given names and surnames as Bangladeshi writers and readers spell them.
const MUSLIM_MALE: readonly Pair[] = [
  ['রফিক', 'Rafiq'],
  ['সাকিব', 'Sakib'],
  ['তানভীর', 'Tanvir'],
  ['আরিফ', 'Arif'],
  ['ইমরান', 'Imran'],
  ['নাসির', 'Nasir'],
  ['জাহিদ', 'Zahid'],
  ['ফয়সাল', 'Faisal'],
  ['কামরুল', 'Kamrul'],
  ['মাহফুজ', 'Mahfuz'],
  ['শফিক', 'Shafiq'],
  ['রাশেদ', 'Rashed'],
  ['সোহেল', 'Sohel'],
  ['মিজানুর', 'Mizanur'],
  ['আবির', 'Abir'],
  ['রাকিব', 'Rakib'],
  ['নাঈম', 'Naim'],
  ['মেহেদী', 'Mehedi'],
  ['আসিফ', 'Asif'],
  ['শাহরিয়ার', 'Shahriar'],
  ['তৌফিক', 'Tawfiq'],
  ['রিয়াজ', 'Riaz'],
  ['জুবায়ের', 'Zubayer'],
  ['নিয়াজ', 'Niaz'],
  ['মুনির', 'Munir'],
  ['ফারুক', 'Faruk'],
  ['আনোয়ার', 'Anwar'],
  ['মাসুদ', 'Masud'],
  ['সাজ্জাদ', 'Sajjad'],
  ['তারেক', 'Tarek'],
  ['মোস্তফা', 'Mostafa'],
  ['আলমগীর', 'Alamgir'],
  ['কায়সার', 'Kaiser'],
  ['শামীম', 'Shamim'],
  ['রুবেল', 'Rubel'],
  ['ফাহিম', 'Fahim'],
  ['সাইফুল', 'Saiful'],
  ['হাবিব', 'Habib'],
  ['মারুফ', 'Maruf'],
  ['জিয়াউল', 'Ziaul'],
];
const MUSLIM_FEMALE: readonly Pair[] = [
  ['নুসরাত', 'Nusrat'],
  ['ফারহানা', 'Farhana'],
  ['সাবরিনা', 'Sabrina'],
  ['রুমানা', 'Rumana'],
  ['শারমিন', 'Sharmin'],
  ['নাজনীন', 'Naznin'],
  ['সুমাইয়া', 'Sumaiya'],
  ['তাহমিনা', 'Tahmina'],
  ['রেহানা', 'Rehana'],
  ['নাদিয়া', 'Nadia'],
  ['ইশরাত', 'Ishrat'],
  ['ফাহমিদা', 'Fahmida'],
  ['জান্নাতুল', 'Jannatul'],
  ['আফসানা', 'Afsana'],
  ['শাহনাজ', 'Shahnaz'],
  ['দিলরুবা', 'Dilruba'],
  ['মাহজাবীন', 'Mahjabin'],
  ['তানজিলা', 'Tanzila'],
  ['রোকসানা', 'Roksana'],
  ['সাদিয়া', 'Sadia'],
  ['ফারজানা', 'Farzana'],
  ['নাফিসা', 'Nafisa'],
  ['সামিরা', 'Samira'],
  ['লামিয়া', 'Lamia'],
  ['আয়েশা', 'Ayesha'],
];
const HINDU_MALE: readonly Pair[] = [
  ['সৌমিত্র', 'Soumitra'],
  ['অনির্বাণ', 'Anirban'],
  ['প্রদীপ', 'Pradip'],
  ['সুব্রত', 'Subrata'],
  ['অমিত', 'Amit'],
  ['দীপঙ্কর', 'Dipankar'],
  ['শুভ্র', 'Shubhra'],
  ['তাপস', 'Tapas'],
  ['অরিন্দম', 'Arindam'],
  ['সঞ্জয়', 'Sanjay'],
  ['বিপ্লব', 'Biplob'],
  ['রাজীব', 'Rajib'],
  ['অভিজিৎ', 'Avijit'],
  ['সুমন', 'Suman'],
  ['প্রণব', 'Pranab'],
];
const HINDU_FEMALE: readonly Pair[] = [
  ['অপর্ণা', 'Aparna'],
  ['মিতালী', 'Mitali'],
  ['শ্রাবন্তী', 'Shrabanti'],
  ['সঙ্গীতা', 'Sangita'],
  ['নীলিমা', 'Nilima'],
  ['শম্পা', 'Shampa'],
  ['মৌমিতা', 'Moumita'],
  ['সুচিত্রা', 'Suchitra'],
  ['দেবযানী', 'Debjani'],
  ['রুমা', 'Ruma'],
  ['অনুশ্রী', 'Anushree'],
  ['তৃষা', 'Trisha'],
  ['পৌলমী', 'Poulami'],
];
const MUSLIM_SURNAMES: readonly Pair[] = [
  ['আহমেদ', 'Ahmed'],
  ['হোসেন', 'Hossain'],
  ['রহমান', 'Rahman'],
  ['ইসলাম', 'Islam'],
  ['খান', 'Khan'],
  ['হক', 'Haque'],
  ['আলম', 'Alam'],
  ['সিদ্দিকী', 'Siddiqui'],
  ['কবির', 'Kabir'],
  ['মাহমুদ', 'Mahmud'],
  ['ভূঁইয়া', 'Bhuiyan'],
  ['শিকদার', 'Sikder'],
  ['জামান', 'Zaman'],
  ['করিম', 'Karim'],
  ['আকন্দ', 'Akand'],
  ['হাসান', 'Hasan'],
  ['রশিদ', 'Rashid'],
  ['কাদের', 'Kader'],
];
const MUSLIM_FEMALE_SURNAMES: readonly Pair[] = [
  ['আক্তার', 'Akter'],
  ['সুলতানা', 'Sultana'],
  ['পারভীন', 'Parvin'],
  ['জাহান', 'Jahan'],
  ['ইয়াসমিন', 'Yasmin'],
];
const HINDU_SURNAMES: readonly Pair[] = [
  ['দাস', 'Das'],
  ['সেন', 'Sen'],
  ['দত্ত', 'Dutta'],
  ['ঘোষ', 'Ghosh'],
  ['বসু', 'Basu'],
  ['রায়', 'Roy'],
  ['চক্রবর্তী', 'Chakraborty'],
  ['ভট্টাচার্য', 'Bhattacharya'],
  ['মুখার্জি', 'Mukherjee'],
  ['সাহা', 'Saha'],
  ['পাল', 'Pal'],
  ['দে', 'Dey'],
  ['নাথ', 'Nath'],
  ['গুহ', 'Guha'],
  ['কর্মকার', 'Karmakar'],
];
const SHARED_SURNAMES: readonly Pair[] = [
  ['চৌধুরী', 'Chowdhury'],
  ['সরকার', 'Sarker'],
  ['বিশ্বাস', 'Biswas'],
  ['মজুমদার', 'Majumder'],
  ['তালুকদার', 'Talukder'],
];

// Names that writers write in English.
const ENGLISH_FIRST: readonly string[] = [
  'Emily',
  'James',
  'Sarah',
  'Daniel',
  'Olivia',
  'Thomas',
  'Hannah',
  'Michael',
  'Grace',
  'Samuel',
  'Laura',
  'Peter',
  'Rachel',
  'Andrew',
  'Clare',
  'Nadia',
  'Arjun',
  'Priya',
  'Omar',
  'Leila',
  'Farhan',
  'Zara',
  'Ruth',
  'Oliver',
  'Martin',
  'Helen',
  'Simon',
  'Kate',
  'Isabel',
  'Tanvir',
];
const ENGLISH_LAST: readonly string[] = [
  'Hartwell',
  'Whitmore',
  'Carrow',
  'Ellison',
  'Marsh',
  'Fletcher',
  'Brookes',
  'Holloway',
  'Pierce',
  'Lawson',
  'Reid',
  'Bennett',
  'Ashford',
  'Quinn',
  'Mercer',
  'Sinclair',
  'Rahman',
  'Chowdhury',
  'Kapoor',
  'Mehta',
  'Iyer',
  'Haque',
  'Finch',
  'Harlow',
  'Thorne',
  'Aldridge',
  'Kendrick',
  'Vance',
  'Osei',
  'Okafor',
];

/** Combinations that belong to well-known real people: never invented for a fictional writer. */
const REAL_PEOPLE = new Set([
  'Imran Khan',
  'Shahriar Kabir',
  'Amit Chowdhury',
  'Anirban Bhattacharya',
  'Subrata Roy',
  'Mehedi Hasan',
  'Kamrul Hasan',
  'Rubel Hossain',
  'Naim Islam',
  'Alamgir Kabir',
  'Anwar Hossain',
  'Munir Chowdhury',
  'Kaiser Haque',
  'Zahid Hasan',
  'Aparna Sen',
  'Suchitra Sen',
  'Mitali Mukherjee',
  'Tapas Pal',
  'Dipankar Dey',
  'Avijit Roy',
  'Pranab Mukherjee',
  'Sanjay Dutta',
  'Nusrat Jahan',
  'Sharmin Akter',
  'Rumana Ahmed',
  'Farzana Haque',
  'Saiful Islam',
  'Ziaul Haque',
  'Tarek Rahman',
  'Arjun Kapoor',
  'Daniel Quinn',
  'James Marsh',
  'Michael Bennett',
  'Sanjay Das',
  'Nadia Rahman',
  'Imran Ahmed',
  'Shamim Hasan',
]);

function join(first: Pair, last: Pair): PersonName | null {
  if (first[1] === last[1]) return null;
  const name_en = `${first[1]} ${last[1]}`;
  if (REAL_PEOPLE.has(name_en)) return null;
  return { name: nfc(`${first[0]} ${last[0]}`), name_en };
}

/** A believable Bangladeshi name in Bangla script with its Latin spelling. */
export function banglaPersonName(rng: Rng): PersonName {
  for (;;) {
    const muslim = rng.chance(0.75);
    const female = rng.chance(0.45);
    let first: Pair;
    let surnames: readonly Pair[];
    if (muslim) {
      first = rng.pick(female ? MUSLIM_FEMALE : MUSLIM_MALE);
      surnames = female && rng.chance(0.4) ? MUSLIM_FEMALE_SURNAMES : rng.chance(0.85) ? MUSLIM_SURNAMES : SHARED_SURNAMES;
    } else {
      first = rng.pick(female ? HINDU_FEMALE : HINDU_MALE);
      surnames = rng.chance(0.75) ? HINDU_SURNAMES : SHARED_SURNAMES;
    }
    const name = join(first, rng.pick(surnames));
    if (name) return name;
  }
}

/** A writer's or reader's name in Latin script (British, American or South Asian). */
export function latinPersonName(rng: Rng): PersonName {
  for (;;) {
    const name_en = `${rng.pick(ENGLISH_FIRST)} ${rng.pick(ENGLISH_LAST)}`;
    if (!REAL_PEOPLE.has(name_en) && name_en.split(' ')[0] !== name_en.split(' ')[1]) return { name: name_en, name_en };
  }
}

/**
 * A name not yet in `taken` (by Latin spelling). After many tries it accepts a
 * repeat, as real catalogues have namesakes; slugs stay unique anyway.
 */
export function uniqueName(rng: Rng, make: (rng: Rng) => PersonName, taken: Set<string>): PersonName {
  let name = make(rng);
  for (let attempt = 0; attempt < 40 && taken.has(name.name_en); attempt += 1) name = make(rng);
  taken.add(name.name_en);
  return name;
}
