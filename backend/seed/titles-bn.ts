import type { Rng } from './rng.ts';
import type { Pair } from './names.ts';
import { nfc } from './text.ts';

export type Title = { name: string; name_en: string };

/** A noun with its genitive ("of the river": নদীর / Nodir). */
type Noun = readonly [bn: string, en: string, genitiveBn: string, genitiveEn: string];

const ADJECTIVES: readonly Pair[] = [
  ['নীল', 'Nil'],
  ['অচেনা', 'Ochena'],
  ['হারানো', 'Harano'],
  ['শেষ', 'Shesh'],
  ['লাল', 'Lal'],
  ['সবুজ', 'Sobuj'],
  ['দূরের', 'Durer'],
  ['নিঃশব্দ', 'Nishobdo'],
  ['একলা', 'Ekla'],
  ['পুরোনো', 'Purono'],
  ['সোনালি', 'Sonali'],
  ['রুপালি', 'Rupali'],
  ['ভাঙা', 'Bhanga'],
  ['নির্জন', 'Nirjon'],
  ['মায়াবী', 'Mayabi'],
  ['বৃষ্টিভেজা', 'Brishtibheja'],
  ['অসমাপ্ত', 'Oshomapto'],
  ['শীতের', 'Shiter'],
  ['চৈত্রের', 'Choitrer'],
  ['শ্রাবণের', 'Shraboner'],
  ['প্রথম', 'Prothom'],
  ['ধূসর', 'Dhushor'],
  ['উদাসী', 'Udashi'],
  ['কুয়াশাভেজা', 'Kuashabheja'],
];

const NOUNS: readonly Noun[] = [
  ['আকাশ', 'Akash', 'আকাশের', 'Akasher'],
  ['নদী', 'Nodi', 'নদীর', 'Nodir'],
  ['মেঘ', 'Megh', 'মেঘের', 'Megher'],
  ['বৃষ্টি', 'Brishti', 'বৃষ্টির', 'Brishtir'],
  ['শহর', 'Shohor', 'শহরের', 'Shohorer'],
  ['গ্রাম', 'Gram', 'গ্রামের', 'Gramer'],
  ['চাঁদ', 'Chand', 'চাঁদের', 'Chander'],
  ['রাত', 'Rat', 'রাতের', 'Rater'],
  ['ভোর', 'Bhor', 'ভোরের', 'Bhorer'],
  ['পাখি', 'Pakhi', 'পাখির', 'Pakhir'],
  ['জোছনা', 'Jochhona', 'জোছনার', 'Jochhonar'],
  ['বাড়ি', 'Bari', 'বাড়ির', 'Barir'],
  ['সমুদ্র', 'Shomudro', 'সমুদ্রের', 'Shomudrer'],
  ['পথ', 'Poth', 'পথের', 'Pother'],
  ['স্বপ্ন', 'Shopno', 'স্বপ্নের', 'Shopner'],
  ['নীরবতা', 'Nirobota', 'নীরবতার', 'Nirobotar'],
  ['আলো', 'Alo', 'আলোর', 'Alor'],
  ['ছায়া', 'Chhaya', 'ছায়ার', 'Chhayar'],
  ['ফুল', 'Phul', 'ফুলের', 'Phuler'],
  ['বসন্ত', 'Boshonto', 'বসন্তের', 'Boshonter'],
  ['হৃদয়', 'Hridoy', 'হৃদয়ের', 'Hridoyer'],
  ['দিন', 'Din', 'দিনের', 'Diner'],
  ['মাটি', 'Mati', 'মাটির', 'Matir'],
  ['জানালা', 'Janala', 'জানালার', 'Janalar'],
  ['অরণ্য', 'Oronno', 'অরণ্যের', 'Oronner'],
  ['দ্বীপ', 'Dwip', 'দ্বীপের', 'Dwiper'],
  ['শৈশব', 'Shoishob', 'শৈশবের', 'Shoishober'],
  ['স্মৃতি', 'Smriti', 'স্মৃতির', 'Smritir'],
  ['নৌকা', 'Nouka', 'নৌকার', 'Noukar'],
  ['পদ্মা', 'Padma', 'পদ্মার', 'Padmar'],
];

/** Words that end a title: "… গল্প", "… চিঠি", "… খোঁজে". */
const HEADS: readonly Pair[] = [
  ['গল্প', 'Golpo'],
  ['কাহিনি', 'Kahini'],
  ['কথা', 'Kotha'],
  ['গান', 'Gan'],
  ['চিঠি', 'Chithi'],
  ['দিনলিপি', 'Dinlipi'],
  ['উপাখ্যান', 'Upakhyan'],
  ['ঠিকানা', 'Thikana'],
  ['খোঁজে', 'Khonje'],
  ['অপেক্ষা', 'Opekkha'],
  ['ডাক', 'Dak'],
  ['সুর', 'Shur'],
  ['কান্না', 'Kanna'],
  ['ঘর', 'Ghor'],
  ['মানুষ', 'Manush'],
  ['ওপারে', 'Opare'],
];

const POETRY_HEADS: readonly Pair[] = [
  ['কবিতা', 'Kobita'],
  ['পদাবলি', 'Podaboli'],
  ['গান', 'Gan'],
  ['ছন্দ', 'Chhondo'],
  ['সুর', 'Shur'],
  ['কাব্য', 'Kabbo'],
];

const SINGLE_WORDS: readonly Pair[] = [
  ['জলছবি', 'Jolchhobi'],
  ['অপেক্ষা', 'Opekkha'],
  ['ফেরা', 'Phera'],
  ['দহন', 'Dohon'],
  ['নোনাজল', 'Nonajol'],
  ['অন্তরালে', 'Ontorale'],
  ['ঘরে ফেরার গান', 'Ghore Pherar Gan'],
  ['উজান', 'Ujan'],
  ['শিকড়', 'Shikor'],
  ['প্রত্যাবর্তন', 'Prottaborton'],
  ['বিকেলের আলো', 'Bikeler Alo'],
  ['মেঘলা দিন', 'Meghla Din'],
];

function title(bn: string, en: string): Title {
  return { name: nfc(bn), name_en: en };
}

/** "নীল আকাশের গল্প" and its kin: the titles of novels, stories and plays. */
function literary(rng: Rng, heads: readonly Pair[] = HEADS): Title {
  const pattern = rng.weighted<'adjGenHead' | 'genHead' | 'and' | 'adjNoun' | 'single'>([
    ['adjGenHead', 3],
    ['genHead', 3],
    ['and', 1],
    ['adjNoun', 2],
    ['single', 1],
  ]);
  switch (pattern) {
    case 'adjGenHead': {
      const [adjBn, adjEn] = rng.pick(ADJECTIVES);
      const noun = rng.pick(NOUNS);
      const [headBn, headEn] = rng.pick(heads);
      return title(`${adjBn} ${noun[2]} ${headBn}`, `${adjEn} ${noun[3]} ${headEn}`);
    }
    case 'genHead': {
      const noun = rng.pick(NOUNS);
      const [headBn, headEn] = rng.pick(heads);
      return title(`${noun[2]} ${headBn}`, `${noun[3]} ${headEn}`);
    }
    case 'and': {
      const [a, b] = rng.sample(NOUNS, 2) as [Noun, Noun];
      return title(`${a[0]} ও ${b[0]}`, `${a[1]} O ${b[1]}`);
    }
    case 'adjNoun': {
      const [adjBn, adjEn] = rng.pick(ADJECTIVES);
      const noun = rng.pick(NOUNS);
      return title(`${adjBn} ${noun[0]}`, `${adjEn} ${noun[1]}`);
    }
    case 'single': {
      const [bn, en] = rng.pick(SINGLE_WORDS);
      return title(bn, en);
    }
  }
}

/** "নির্জন রাতের রহস্য", "আকাশের সংকেত": a noun in the genitive (sometimes with an adjective) and a head. */
function evocative(rng: Rng, heads: readonly Pair[]): Title {
  const noun = rng.pick(NOUNS);
  const [headBn, headEn] = rng.pick(heads);
  if (rng.chance(0.5)) return title(`${noun[2]} ${headBn}`, `${noun[3]} ${headEn}`);
  const [adjBn, adjEn] = rng.pick(ADJECTIVES);
  return title(`${adjBn} ${noun[2]} ${headBn}`, `${adjEn} ${noun[3]} ${headEn}`);
}

/** Two lists, the first in the genitive: "লাল বাড়ির" + "রহস্য". */
function compose(rng: Rng, firsts: readonly Pair[], seconds: readonly Pair[]): Title {
  const [aBn, aEn] = rng.pick(firsts);
  const [bBn, bEn] = rng.pick(seconds);
  return title(`${aBn} ${bBn}`, `${aEn} ${bEn}`);
}

const MYSTERY_PLACES: readonly Pair[] = [
  ['পুরান ঢাকার', 'Puran Dhakar'],
  ['সুন্দরবনের', 'Sundarboner'],
  ['লাল বাড়ির', 'Lal Barir'],
  ['জমিদারবাড়ির', 'Jomidarbarir'],
  ['চা-বাগানের', 'Cha-Baganer'],
  ['নির্জন দ্বীপের', 'Nirjon Dwiper'],
  ['বন্ধ ঘরের', 'Bondho Ghorer'],
  ['পাহাড়ি বাংলোর', 'Pahari Banglor'],
  ['মাঝরাতের ট্রেনের', 'Majhrater Trainer'],
  ['কুয়াশার', 'Kuashar'],
  ['পুরোনো গির্জার', 'Purono Girjar'],
  ['রাজবাড়ির', 'Rajbarir'],
];
const MYSTERY_HEADS: readonly Pair[] = [
  ['রহস্য', 'Rohoshyo'],
  ['গুপ্তধন', 'Guptodhon'],
  ['অভিশাপ', 'Obhishap'],
  ['আতঙ্ক', 'Atongko'],
  ['ষড়যন্ত্র', 'Shorojontro'],
  ['কালো ছায়া', 'Kalo Chhaya'],
  ['শেষ সূত্র', 'Shesh Sutro'],
  ['খুনি', 'Khuni'],
];

const SF_FIRSTS: readonly Pair[] = [
  ['মঙ্গলের', 'Mongoler'],
  ['রোবটের', 'Roboter'],
  ['মহাকাশের', 'Mohakasher'],
  ['ভবিষ্যতের', 'Bhobishyoter'],
  ['ছায়াপথের', 'Chhayapother'],
  ['অন্য গ্রহের', 'Onno Groher'],
  ['সময়যন্ত্রের', 'Shomoyjontrer'],
  ['নক্ষত্রের', 'Nokkhotrer'],
  ['যন্ত্রমানবের', 'Jontromanober'],
];
const SF_HEADS: readonly Pair[] = [
  ['অভিযাত্রী', 'Obhijatri'],
  ['পৃথিবী', 'Prithibi'],
  ['সংকেত', 'Shongket'],
  ['যাত্রা', 'Jatra'],
  ['বন্দি', 'Bondi'],
  ['শেষ প্রহরী', 'Shesh Prohori'],
  ['উপনিবেশ', 'Uponibesh'],
  ['রহস্য', 'Rohoshyo'],
  ['দেশে', 'Deshe'],
];

const CHILDREN_FIRSTS: readonly Pair[] = [
  ['বোকা বাঘের', 'Boka Bagher'],
  ['দুষ্টু বানরের', 'Dushtu Banorer'],
  ['ভূতের', 'Bhuter'],
  ['হাতির', 'Hatir'],
  ['রাজকন্যার', 'Rajkonnar'],
  ['জাদুকরের', 'Jadukorer'],
  ['শিয়াল পণ্ডিতের', 'Shiyal Ponditer'],
  ['ছোট্ট মেঘের', 'Chhotto Megher'],
  ['লাল ঘুড়ির', 'Lal Ghurir'],
  ['টিয়া পাখির', 'Tia Pakhir'],
  ['মিনি বিড়ালের', 'Mini Biraler'],
  ['দৈত্যের', 'Doitter'],
];
const CHILDREN_HEADS: readonly Pair[] = [
  ['গল্প', 'Golpo'],
  ['ছড়া', 'Chhora'],
  ['কাণ্ড', 'Kando'],
  ['দেশে', 'Deshe'],
  ['বন্ধু', 'Bondhu'],
  ['অ্যাডভেঞ্চার', 'Adventure'],
  ['মজার গল্প', 'Mojar Golpo'],
];

/** Subject (often genitive) + form, for each non-fiction shelf. */
const NON_FICTION: Record<string, readonly [readonly Pair[], readonly Pair[]]> = {
  history: [
    [
      ['বাংলার', 'Banglar'],
      ['ঢাকার', 'Dhakar'],
      ['মুঘল বাংলার', 'Mughal Banglar'],
      ['প্রাচীন বাংলার', 'Prachin Banglar'],
      ['চট্টগ্রামের', 'Chattogramer'],
      ['সুলতানি আমলের', 'Sultani Amoler'],
      ['বরেন্দ্র অঞ্চলের', 'Borendro Oncholer'],
    ],
    [
      ['ইতিহাস', 'Itihash'],
      ['ইতিকথা', 'Itikotha'],
      ['সমাজ ও সংস্কৃতি', 'Shomaj O Shongskriti'],
      ['হারানো অধ্যায়', 'Harano Oddhay'],
      ['জনপদ ও মানুষ', 'Jonopod O Manush'],
    ],
  ],
  'liberation-war': [
    [
      ['একাত্তরের', 'Ekattorer'],
      ['মুক্তিযুদ্ধের', 'Muktijuddher'],
      ['রণাঙ্গনের', 'Ronangoner'],
      ['গেরিলা যোদ্ধার', 'Gerila Joddhar'],
      ['শরণার্থী শিবিরের', 'Shoronarthi Shibirer'],
      ['অবরুদ্ধ ঢাকার', 'Obruddho Dhakar'],
    ],
    [
      ['দিনগুলি', 'Dinguli'],
      ['স্মৃতি', 'Smriti'],
      ['দলিল', 'Dolil'],
      ['চিঠি', 'Chithi'],
      ['ডায়েরি', 'Diary'],
      ['অজানা কথা', 'Ojana Kotha'],
    ],
  ],
  biography: [
    [
      ['এক স্কুলশিক্ষকের', 'Ek Schoolshikkhoker'],
      ['এক নাবিকের', 'Ek Nabiker'],
      ['এক চিকিৎসকের', 'Ek Chikitshoker'],
      ['এক বাউলের', 'Ek Bauler'],
      ['এক মুক্তিযোদ্ধার', 'Ek Muktijoddhar'],
      ['এক বিজ্ঞানীর', 'Ek Bigganir'],
      ['এক শিল্পীর', 'Ek Shilpir'],
    ],
    [
      ['জীবনকথা', 'Jibonkotha'],
      ['আত্মকথা', 'Attokotha'],
      ['জীবন ও সংগ্রাম', 'Jibon O Songram'],
      ['স্মৃতিকথা', 'Smritikotha'],
    ],
  ],
  science: [
    [
      ['মহাবিশ্বের', 'Mohabishwer'],
      ['জীবনের', 'Jiboner'],
      ['আলোর', 'Alor'],
      ['সময়ের', 'Shomoyer'],
      ['পরমাণুর', 'Poromanur'],
      ['জলবায়ুর', 'Jolobayur'],
      ['গণিতের', 'Goniter'],
      ['কোষের', 'Kosher'],
    ],
    [
      ['রহস্য', 'Rohoshyo'],
      ['সহজ পাঠ', 'Shohoj Path'],
      ['গল্প', 'Golpo'],
      ['বিস্ময়', 'Bismoy'],
      ['মজার জগৎ', 'Mojar Jogot'],
    ],
  ],
  religion: [
    [
      ['ধর্ম ও নৈতিকতার', 'Dhormo O Noitikotar'],
      ['কুরআনের', 'Quraner'],
      ['সুফি সাধকদের', 'Sufi Shadhokder'],
      ['বাংলার লোকধর্মের', 'Banglar Lokdhormer'],
      ['গীতার', 'Gitar'],
      ['বৌদ্ধ দর্শনের', 'Bouddho Dorshoner'],
      ['নামাজের', 'Namajer'],
    ],
    [
      ['মূল শিক্ষা', 'Mul Shikkha'],
      ['আলোকধারা', 'Alokdhara'],
      ['সহজ পাঠ', 'Shohoj Path'],
      ['কথা', 'Kotha'],
      ['বাণী', 'Bani'],
    ],
  ],
  'self-help': [
    [
      ['সফলতার', 'Shofolotar'],
      ['সময় ব্যবস্থাপনার', 'Shomoy Byabosthapanar'],
      ['সুখী জীবনের', 'Shukhi Jiboner'],
      ['আত্মবিশ্বাসের', 'Attobishwasher'],
      ['ভালো অভ্যাসের', 'Bhalo Obhyasher'],
      ['মনোযোগের', 'Monojoger'],
    ],
    [
      ['সূত্র', 'Sutro'],
      ['চাবিকাঠি', 'Chabikathi'],
      ['কৌশল', 'Koushol'],
      ['পথে', 'Pothe'],
      ['শক্তি', 'Shokti'],
    ],
  ],
  cooking: [
    [
      ['বাঙালি', 'Bangali'],
      ['ঘরোয়া', 'Ghoroa'],
      ['ভর্তা-ভাজির', 'Bhorta-Bhajir'],
      ['পিঠাপুলির', 'Pithapulir'],
      ['ঈদের', 'Eider'],
      ['নিরামিষ', 'Niramish'],
      ['সহজ', 'Shohoj'],
    ],
    [
      ['রান্না', 'Ranna'],
      ['রেসিপি', 'Recipe'],
      ['রান্নাঘর', 'Rannaghor'],
    ],
  ],
  travel: [
    [
      ['সুন্দরবনের', 'Sundarboner'],
      ['পাহাড়ের', 'Paharer'],
      ['সেন্টমার্টিনের', 'Saint Martiner'],
      ['হিমালয়ের', 'Himaloyer'],
      ['সিলেটের', 'Syleter'],
      ['বান্দরবানের', 'Bandarbaner'],
      ['নেপালের', 'Nepaler'],
    ],
    [
      ['পথে পথে', 'Pothe Pothe'],
      ['ডাকে', 'Dake'],
      ['দিনলিপি', 'Dinlipi'],
      ['ভ্রমণকথা', 'Bhromonkotha'],
      ['বাঁকে বাঁকে', 'Banke Banke'],
    ],
  ],
  comics: [
    [
      ['দুষ্টু বানরের', 'Dushtu Banorer'],
      ['গোয়েন্দা বিড়ালের', 'Goyenda Biraler'],
      ['সুপার মিঠুর', 'Super Mithur'],
      ['রোবট রনির', 'Robot Ronir'],
      ['ক্যাপ্টেন বাঘার', 'Captain Baghar'],
    ],
    [
      ['কাণ্ড', 'Kando'],
      ['অভিযান', 'Obhijan'],
      ['কমিক্স', 'Comics'],
      ['মহাবিপদ', 'Mohabipod'],
    ],
  ],
  translation: [
    [
      ['রুশ', 'Rush'],
      ['জাপানি', 'Japani'],
      ['লাতিন আমেরিকার', 'Latin Americar'],
      ['আফ্রিকার', 'Africar'],
      ['ফরাসি', 'Forashi'],
      ['বিশ্বসেরা', 'Bishwosera'],
      ['পারস্যের', 'Parosher'],
    ],
    [
      ['গল্প', 'Golpo'],
      ['রূপকথা', 'Rupkotha'],
      ['কবিতা', 'Kobita'],
      ['উপন্যাস সংগ্রহ', 'Uponnash Songroho'],
    ],
  ],
  essays: [
    [
      ['সমাজের', 'Shomajer'],
      ['সময়ের', 'Shomoyer'],
      ['সংস্কৃতির', 'Shongskritir'],
      ['ভাষার', 'Bhashar'],
      ['শিক্ষার', 'Shikkhar'],
      ['নগরজীবনের', 'Nogorjiboner'],
    ],
    [
      ['ভাবনা', 'Bhabna'],
      ['দর্পণ', 'Dorpon'],
      ['প্রশ্ন', 'Proshno'],
      ['কথকতা', 'Kothokota'],
      ['টুকরো কথা', 'Tukro Kotha'],
    ],
  ],
  academic: [
    [
      ['উচ্চতর গণিত', 'Uchchotoro Gonit'],
      ['পদার্থবিজ্ঞান', 'Podarthobiggan'],
      ['রসায়ন', 'Roshayon'],
      ['জীববিজ্ঞান', 'Jibobiggan'],
      ['হিসাববিজ্ঞান', 'Hishabbiggan'],
      ['বাংলা ব্যাকরণ', 'Bangla Byakoron'],
      ['অর্থনীতি', 'Orthoniti'],
    ],
    [
      ['সহায়িকা', 'Shohayika'],
      ['প্রথম পত্র', 'Prothom Potro'],
      ['দ্বিতীয় পত্র', 'Ditiyo Potro'],
      ['প্রশ্নব্যাংক', 'Proshnobank'],
      ['সহজ পাঠ', 'Shohoj Path'],
    ],
  ],
  programming: [
    [
      ['পাইথন', 'Python'],
      ['জাভাস্ক্রিপ্ট', 'JavaScript'],
      ['সি প্রোগ্রামিং', 'C Programming'],
      ['ডেটা স্ট্রাকচার', 'Data Structure'],
      ['অ্যালগরিদম', 'Algorithm'],
      ['ওয়েব ডেভেলপমেন্ট', 'Web Development'],
      ['ডেটাবেস', 'Database'],
    ],
    [
      ['হাতেখড়ি', 'Hatekhori'],
      ['শিক্ষা', 'Shikkha'],
      ['সহজ পাঠ', 'Shohoj Path'],
      ['প্রজেক্ট', 'Project'],
    ],
  ],
  'business-economics': [
    [
      ['উদ্যোক্তার', 'Uddoktar'],
      ['ব্যবসার', 'Byabshar'],
      ['বিনিয়োগের', 'Biniyoger'],
      ['বাংলাদেশের অর্থনীতির', 'Bangladesher Orthonitir'],
      ['শেয়ারবাজারের', 'Shearbajarer'],
      ['বিপণনের', 'Bipononer'],
    ],
    [
      ['পাঠ', 'Path'],
      ['কৌশল', 'Koushol'],
      ['হালচাল', 'Halchal'],
      ['নতুন দিগন্ত', 'Notun Digonto'],
      ['খুঁটিনাটি', 'Khutinati'],
    ],
  ],
  health: [
    [
      ['সুস্থ হৃদয়ের', 'Shustho Hridoyer'],
      ['ডায়াবেটিসের', 'Diabetes-er'],
      ['শিশুর যত্নের', 'Shishur Jotner'],
      ['মানসিক স্বাস্থ্যের', 'Manoshik Shasther'],
      ['পুষ্টির', 'Pushtir'],
      ['ঘুমের', 'Ghumer'],
    ],
    [
      ['কথা', 'Kotha'],
      ['সহজ পাঠ', 'Shohoj Path'],
      ['নিয়মকানুন', 'Niyomkanun'],
      ['খুঁটিনাটি', 'Khutinati'],
      ['প্রশ্ন ও উত্তর', 'Proshno O Uttor'],
    ],
  ],
  dictionary: [
    [
      ['আধুনিক', 'Adhunik'],
      ['সংক্ষিপ্ত', 'Shongkhipto'],
      ['ব্যবহারিক', 'Byaboharik'],
      ['ছাত্রবন্ধু', 'Chhatrobondhu'],
    ],
    [
      ['বাংলা-ইংরেজি অভিধান', 'Bangla-English Obhidhan'],
      ['ইংরেজি-বাংলা অভিধান', 'English-Bangla Obhidhan'],
      ['সমার্থক শব্দকোষ', 'Shomarthok Shobdokosh'],
      ['বাগধারা ও প্রবাদ অভিধান', 'Bagdhara O Probad Obhidhan'],
      ['বানান অভিধান', 'Banan Obhidhan'],
      ['আঞ্চলিক ভাষার অভিধান', 'Anchalik Bhashar Obhidhan'],
    ],
  ],
};

/** A Bangla title fitting the book's main category. */
export function banglaTitle(rng: Rng, category: string): Title {
  switch (category) {
    case 'poetry':
      return literary(rng, POETRY_HEADS);
    case 'short-stories': {
      const base = literary(rng);
      return rng.chance(0.3) ? title(`${base.name} ও অন্যান্য গল্প`, `${base.name_en} O Onnanno Golpo`) : base;
    }
    case 'mystery-thriller':
      return rng.chance(0.5) ? compose(rng, MYSTERY_PLACES, MYSTERY_HEADS) : evocative(rng, MYSTERY_HEADS);
    case 'science-fiction':
      return rng.chance(0.5) ? compose(rng, SF_FIRSTS, SF_HEADS) : evocative(rng, SF_HEADS);
    case 'children':
      return compose(rng, CHILDREN_FIRSTS, CHILDREN_HEADS);
    default: {
      const lists = NON_FICTION[category];
      return lists ? compose(rng, lists[0], lists[1]) : literary(rng);
    }
  }
}
