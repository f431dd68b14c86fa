import type { Rng } from './rng.ts';
import type { Language } from './classics.ts';
import { banglaDigits, genitive, markdownToHtml, nfc } from './text.ts';

export type DescribedBook = {
  name: string;
  authors: readonly string[];
  category: string;
  language: Language;
  classicYear: number | null;
  pages: number;
  editionNumber: number;
  publisher: string;
};

const GENRE_BN: Record<string, string> = {
  novel: 'উপন্যাস',
  'short-stories': 'গল্পগ্রন্থ',
  poetry: 'কাব্যগ্রন্থ',
  drama: 'নাটক',
  children: 'শিশু-কিশোর বই',
  essays: 'প্রবন্ধগ্রন্থ',
  history: 'ইতিহাসগ্রন্থ',
  'liberation-war': 'মুক্তিযুদ্ধবিষয়ক বই',
  biography: 'জীবনীগ্রন্থ',
  science: 'বিজ্ঞানবিষয়ক বই',
  religion: 'ধর্মবিষয়ক বই',
  'self-help': 'আত্মউন্নয়নমূলক বই',
  cooking: 'রান্নার বই',
  travel: 'ভ্রমণকাহিনি',
  'mystery-thriller': 'রহস্য উপন্যাস',
  'science-fiction': 'সায়েন্স ফিকশন',
  comics: 'কমিক্স',
  translation: 'অনুবাদগ্রন্থ',
  'english-literature': 'ইংরেজি সাহিত্যের বই',
  academic: 'একাডেমিক বই',
  programming: 'প্রোগ্রামিংয়ের বই',
  'business-economics': 'ব্যবসা ও অর্থনীতির বই',
  health: 'স্বাস্থ্যবিষয়ক বই',
  dictionary: 'অভিধান',
};

const SENTENCES_BN: Record<string, readonly string[]> = {
  novel: [
    'গ্রামবাংলার সহজ মানুষের জীবন, প্রেম আর সংগ্রামের কাহিনি উঠে এসেছে এই বইয়ে।',
    'শহরের ব্যস্ততার ভিড়ে হারিয়ে যাওয়া সম্পর্কগুলোকে লেখক নতুন করে খুঁজেছেন।',
    'পরিবার, বন্ধুত্ব আর স্বপ্নভঙ্গের গল্প লেখক বলেছেন গভীর মমতায়।',
    'নদী, বৃষ্টি আর বদলে যাওয়া সময়ের পটভূমিতে লেখা এক মানবিক আখ্যান।',
    'চরিত্রগুলো এতটাই জীবন্ত যে পড়া শেষ হলেও তারা মনে থেকে যায়।',
  ],
  'short-stories': [
    'সংকলনের প্রতিটি গল্পে আছে চেনা মানুষের অচেনা মুহূর্ত।',
    'ছোট ছোট গল্পে ধরা পড়েছে শহর ও গ্রামের বদলে যাওয়া জীবন।',
    'কোনো গল্প হাসায়, কোনোটি ভাবায় — প্রতিটিই আলাদা স্বাদের।',
  ],
  poetry: [
    'প্রেম, প্রকৃতি আর দেশের কথা নিয়ে লেখা কবিতাগুলো ছন্দে ও চিত্রকল্পে অনন্য।',
    'এই সংকলনের কবিতাগুলো বারবার পড়ার মতো, প্রতিবার নতুন অর্থ খুঁজে পাওয়া যায়।',
    'সহজ শব্দে গভীর অনুভূতির প্রকাশ এই কবিতাগুলোর প্রধান শক্তি।',
  ],
  drama: ['তীক্ষ্ণ সংলাপ আর নাটকীয় মুহূর্তে ভরা এই নাটক মঞ্চায়নের জন্যও উপযোগী।', 'সমাজের নানা অসংগতি নাটকটিতে উঠে এসেছে হাস্যরস ও বেদনার মিশেলে।'],
  children: [
    'ছোটদের জন্য মজার ছড়া, গল্প আর রঙিন কল্পনার এক জগৎ।',
    'সহজ ভাষা আর মজার ঘটনায় ভরা বইটি বড়রাও পড়ে আনন্দ পাবেন।',
    'রাতে ঘুমানোর আগে পড়ে শোনানোর জন্যও বইটি চমৎকার।',
  ],
  essays: ['সমাজ, সাহিত্য ও সংস্কৃতি নিয়ে লেখা চিন্তাশীল প্রবন্ধের সংকলন।', 'যুক্তি আর সহজ ভাষার মেলবন্ধনে প্রবন্ধগুলো পাঠককে নতুন করে ভাবতে শেখায়।'],
  history: [
    'তথ্য, দলিল আর সমকালীন বিবরণের ভিত্তিতে লেখা এই বই ইতিহাসের এক গুরুত্বপূর্ণ অধ্যায়কে তুলে ধরে।',
    'রাজা-বাদশাহর পাশাপাশি সাধারণ মানুষের জীবনের কথাও এখানে গুরুত্ব পেয়েছে।',
  ],
  'liberation-war': [
    'একাত্তরের মুক্তিযুদ্ধের দিনগুলো উঠে এসেছে প্রত্যক্ষদর্শীর বর্ণনা ও দলিলের আলোয়।',
    'নতুন প্রজন্মের পাঠকের কাছে মুক্তিযুদ্ধের ইতিহাস পৌঁছে দেওয়ার এক আন্তরিক প্রয়াস।',
  ],
  biography: ['এক অসাধারণ মানুষের জীবন, সংগ্রাম ও সাফল্যের গল্প।', 'ব্যক্তিগত চিঠি, স্মৃতি ও সাক্ষাৎকারের ভিত্তিতে জীবনটিকে নতুন করে দেখা হয়েছে।'],
  science: [
    'জটিল বৈজ্ঞানিক ধারণাগুলো সহজ ভাষা ও উদাহরণে ব্যাখ্যা করা হয়েছে।',
    'কৌতূহলী কিশোর থেকে শুরু করে সাধারণ পাঠক — সবার জন্য লেখা বিজ্ঞানের বই।',
  ],
  religion: ['ধর্মীয় শিক্ষা ও নৈতিকতার মৌলিক বিষয়গুলো সহজ ভাষায় আলোচনা করা হয়েছে।', 'দৈনন্দিন জীবনে কাজে লাগানোর মতো উপদেশ ও ব্যাখ্যায় সমৃদ্ধ।'],
  'self-help': [
    'অভ্যাস বদলে লক্ষ্য পূরণের বাস্তব কৌশল নিয়ে লেখা একটি অনুপ্রেরণামূলক বই।',
    'প্রতিটি অধ্যায়ের শেষে আছে ছোট ছোট অনুশীলন, যা প্রতিদিনের জীবনে কাজে লাগানো যায়।',
  ],
  cooking: ['ঘরোয়া বাঙালি রান্না থেকে উৎসবের বিশেষ পদ — ধাপে ধাপে সহজ রেসিপি।', 'প্রতিটি রেসিপিতে উপকরণের সঠিক মাপ আর রান্নার সময় দেওয়া আছে।'],
  travel: [
    'পাহাড়, সমুদ্র আর অচেনা জনপদের ভ্রমণকাহিনি, সঙ্গে প্রয়োজনীয় তথ্য ও অভিজ্ঞতা।',
    'পথের মানুষ, খাবার আর প্রকৃতির বর্ণনায় বইটি পাঠককেও যেন সঙ্গে নিয়ে চলে।',
  ],
  'mystery-thriller': [
    'একটি রহস্যময় মৃত্যু, কয়েকটি সূত্র আর এক জেদি গোয়েন্দা — প্রতিটি অধ্যায়ে নতুন চমক।',
    'টানটান উত্তেজনায় ভরা কাহিনিটি শেষ পৃষ্ঠা পর্যন্ত পাঠককে ধরে রাখে।',
  ],
  'science-fiction': [
    'দূর ভবিষ্যতের পৃথিবী, মহাকাশযান আর কৃত্রিম বুদ্ধিমত্তার এক রোমাঞ্চকর গল্প।',
    'বিজ্ঞানের যুক্তি আর কল্পনার মিশেলে লেখা এই বই কিশোর থেকে বড় সবার জন্য।',
  ],
  comics: ['রঙিন ছবি আর মজার সংলাপে ভরা কমিক্স, এক বসায় পড়ে ফেলার মতো।', 'ছোট-বড় সবার মুখে হাসি ফোটানোর মতো কাণ্ডকারখানায় ভরা।'],
  translation: ['বিশ্বসাহিত্যের জনপ্রিয় কাহিনির সাবলীল বাংলা অনুবাদ।', 'মূল রচনার স্বাদ অক্ষুণ্ণ রেখে অনুবাদ করা হয়েছে সহজ ও প্রাঞ্জল ভাষায়।'],
  academic: ['পাঠ্যসূচি অনুযায়ী সাজানো অধ্যায়, উদাহরণ ও অনুশীলনীসহ।', 'পরীক্ষার প্রস্তুতির জন্য বিগত বছরের প্রশ্ন ও সমাধান যুক্ত করা হয়েছে।'],
  programming: [
    'হাতে-কলমে উদাহরণসহ প্রোগ্রামিংয়ের মৌলিক ধারণাগুলো বাংলায় ব্যাখ্যা করা হয়েছে।',
    'প্রতিটি অধ্যায়ে আছে ছোট প্রজেক্ট, যা করে করে শেখা যায়।',
  ],
  'business-economics': [
    'ব্যবসা শুরু, বিপণন ও ব্যক্তিগত অর্থ ব্যবস্থাপনার বাস্তব দিকনির্দেশনা।',
    'বাংলাদেশের বাজার ও অর্থনীতির উদাহরণ দিয়ে বিষয়গুলো বোঝানো হয়েছে।',
  ],
  health: ['সুস্থ থাকার সহজ নিয়ম, খাদ্যাভ্যাস ও ব্যায়াম নিয়ে বিশেষজ্ঞের পরামর্শ।', 'সাধারণ রোগের লক্ষণ, প্রতিরোধ ও প্রাথমিক করণীয় সহজ ভাষায় লেখা।'],
  dictionary: ['শব্দের অর্থ, উচ্চারণ ও প্রয়োগের উদাহরণসহ একটি নির্ভরযোগ্য অভিধান।', 'শিক্ষার্থী, অনুবাদক ও সাধারণ পাঠক সবার কাজে লাগবে।'],
};

/** Classics get remarks that hold for any of them, never a made-up plot. */
const CLASSIC_BN: readonly string[] = [
  'প্রকাশের পর বহু দশক পেরিয়ে গেলেও বইটির আবেদন এতটুকু কমেনি।',
  'এই সংস্করণে মূল পাঠ অপরিবর্তিত রেখে পরিষ্কার ছাপায় পুরো বইটি দেওয়া হয়েছে।',
  'স্কুল-কলেজের পাঠক থেকে শুরু করে প্রবীণ পাঠক — সবার সংগ্রহে রাখার মতো একটি বই।',
];

const ORDINALS_BN = ['প্রথম', 'দ্বিতীয়', 'তৃতীয়', 'চতুর্থ', 'পঞ্চম', 'ষষ্ঠ', 'সপ্তম', 'অষ্টম', 'নবম', 'দশম', 'একাদশ', 'দ্বাদশ'];

const GENRE_EN: Record<string, string> = {
  novel: 'novel',
  'short-stories': 'collection of short stories',
  poetry: 'collection of poems',
  drama: 'play',
  children: "children's book",
  essays: 'collection of essays',
  history: 'history',
  'liberation-war': 'account of the Liberation War',
  biography: 'biography',
  science: 'popular science book',
  religion: 'book on faith and ethics',
  'self-help': 'self-help book',
  cooking: 'cookbook',
  travel: 'travel book',
  'mystery-thriller': 'mystery novel',
  'science-fiction': 'science fiction novel',
  comics: 'comic book',
  translation: 'translation',
  'english-literature': 'novel',
  academic: 'textbook',
  programming: 'programming guide',
  'business-economics': 'guide to business and money',
  health: 'health guide',
  dictionary: 'dictionary',
};

const FICTION = new Set([
  'novel',
  'short-stories',
  'poetry',
  'drama',
  'children',
  'mystery-thriller',
  'science-fiction',
  'comics',
  'english-literature',
  'translation',
]);

const SENTENCES_EN: Record<string, readonly string[]> = {
  novel: [
    'Set between crowded city streets and quiet villages, it follows a family through one unforgettable year.',
    'The characters feel like people you have met, and they stay with you long after the last page.',
    'Told with warmth and sharp humour, it is a story about belonging, ambition and love.',
  ],
  'short-stories': [
    'Each story captures a small, telling moment in an ordinary life.',
    'Some stories make you laugh, others make you think; all of them linger.',
  ],
  poetry: [
    'The poems move between love, loss and the changing seasons with striking images.',
    'A collection to read slowly, and to return to.',
  ],
  drama: ['Sharp dialogue and a tight structure make it as rewarding to read as to stage.'],
  children: [
    'Bright, funny and full of adventure, it is perfect for reading aloud at bedtime.',
    'Young readers will love the characters; grown-ups will enjoy it too.',
  ],
  essays: ['The essays are thoughtful, lively and written in clear, unfussy prose.'],
  history: [
    'Drawing on archives and eyewitness accounts, it brings the past vividly to life.',
    'It pays as much attention to ordinary people as to kings and generals.',
  ],
  'liberation-war': [
    'Eyewitness accounts and documents recreate the nine months of 1971.',
    'A moving record for readers of every generation.',
  ],
  biography: ['It follows a remarkable life from humble beginnings to lasting achievement.'],
  science: [
    'Big ideas are explained with everyday examples and no unnecessary jargon.',
    'Ideal for curious teenagers and adult readers alike.',
  ],
  religion: ['It explains core teachings simply, with guidance for everyday life.'],
  'self-help': [
    'Practical exercises at the end of each chapter help turn ideas into habits.',
    'A friendly, encouraging guide to making small changes that last.',
  ],
  cooking: [
    'Step-by-step recipes cover everyday meals and festive dishes alike.',
    'Every recipe lists exact quantities and cooking times.',
  ],
  travel: [
    'Full of people, food and landscapes, it is as much a story as a guide.',
    'Practical tips on routes, seasons and costs are included.',
  ],
  'mystery-thriller': [
    'A suspicious death, a handful of clues and a stubborn detective: every chapter has a twist.',
    'Tense and atmospheric, it keeps you guessing until the final page.',
  ],
  'science-fiction': [
    'A thrilling story of distant worlds, starships and artificial minds.',
    'Big scientific ideas meet a fast-moving plot.',
  ],
  comics: ['Colourful panels and funny dialogue make it a one-sitting read.'],
  academic: ['Chapters follow the syllabus, with worked examples and exercises.', 'Past exam questions with solutions help with revision.'],
  programming: [
    'Hands-on examples build from the basics to real projects.',
    'Each chapter ends with exercises and a small project to try.',
  ],
  'business-economics': [
    'Practical advice on starting a business, marketing and managing money.',
    'Examples from South Asian markets make the ideas concrete.',
  ],
  health: ['Clear advice on diet, exercise and prevention from experienced practitioners.'],
  dictionary: ['Definitions, pronunciation and example sentences in a compact, reliable format.'],
};

const CLASSIC_EN: readonly string[] = [
  'Generations of readers have returned to it for its characters and its storytelling.',
  'This edition presents the complete text in clear, readable type.',
  'A book for every shelf, whether you are meeting it for the first time or rereading an old favourite.',
];

const ORDINALS_EN = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];

function listBn(names: readonly string[]): string {
  if (names.length <= 1) return genitive(names[0] ?? '');
  return `${names.slice(0, -1).join(', ')} ও ${genitive(names[names.length - 1] ?? '')}`;
}

function listEn(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

function banglaMarkdown(rng: Rng, book: DescribedBook): string {
  const genre = GENRE_BN[book.category] ?? 'বই';
  const opening =
    book.classicYear === null
      ? `**${book.name}** ${listBn(book.authors)} লেখা ${genre}।`
      : `**${book.name}** ${listBn(book.authors)} লেখা ${genre}, প্রথম প্রকাশিত হয় ${banglaDigits(book.classicYear)} সালে।`;
  const pool = book.classicYear !== null ? CLASSIC_BN : (SENTENCES_BN[book.category] ?? SENTENCES_BN.novel ?? []);
  const body = rng.sample(pool, rng.int(1, 2)).join(' ');
  const classicNote = book.classicYear === null ? '' : ' বাংলা সাহিত্যের এই *চিরায়ত* রচনা প্রজন্মের পর প্রজন্ম ধরে পাঠকের প্রিয়।';
  const ordinal = ORDINALS_BN[book.editionNumber - 1] ?? 'নতুন';
  const closing = `${book.publisher} থেকে প্রকাশিত ${ordinal} সংস্করণ, ${banglaDigits(book.pages)} পৃষ্ঠা।`;
  return `${opening} ${body}${classicNote}\n\n${closing}\n`;
}

function englishMarkdown(rng: Rng, book: DescribedBook): string {
  const genre =
    book.classicYear !== null && book.category === 'english-literature'
      ? 'classic of English literature'
      : (GENRE_EN[book.category] ?? 'book');
  let opening: string;
  if (book.classicYear === null) {
    const adjective = FICTION.has(book.category)
      ? rng.pick(['moving', 'absorbing', 'thoughtful', 'vivid', 'warm-hearted', 'gripping'])
      : rng.pick(['clear', 'practical', 'readable', 'well-organised', 'accessible']);
    const article = /^[aeiou]/.test(adjective) ? 'an' : 'a';
    opening = `*${book.name}* by ${listEn(book.authors)} is ${article} ${adjective} ${genre}.`;
  } else {
    opening = `*${book.name}* by ${listEn(book.authors)}, first published in ${book.classicYear}, is a ${genre} that readers still return to.`;
  }
  const pool = book.classicYear !== null ? CLASSIC_EN : (SENTENCES_EN[book.category] ?? SENTENCES_EN.novel ?? []);
  const body = rng.sample(pool, rng.int(1, 2)).join(' ');
  const ordinal = ORDINALS_EN[book.editionNumber - 1] ?? 'new';
  return `${opening} ${body}\n\nThis ${ordinal} edition runs to **${book.pages} pages**.\n`;
}

/** A paragraph or two of Markdown about the book, in its language, and the HTML for it. */
export function describeBook(rng: Rng, book: DescribedBook): { markdown: string; html: string } {
  const markdown = nfc(book.language === 'Bangla' ? banglaMarkdown(rng, book) : englishMarkdown(rng, book));
  return { markdown, html: nfc(markdownToHtml(markdown)) };
}
