/** The blog's posts, written in Markdown. Dates, pictures and comments are added by blog.ts. */

export type PostSource = {
  slug: string;
  name: string;
  author: string;
  categories: readonly string[];
  tags: readonly string[];
  markdown: string;
};

export const BLOG_CATEGORIES: readonly { slug: string; name: string }[] = [
  { slug: 'book-reviews', name: 'বই পর্যালোচনা' },
  { slug: 'author-profiles', name: 'লেখক পরিচিতি' },
  { slug: 'reading-habits', name: 'পাঠাভ্যাস' },
  { slug: 'reading-lists', name: 'Reading Lists' },
  { slug: 'news-events', name: 'News & Events' },
];

export const TAGS: readonly { slug: string; name: string }[] = [
  { slug: 'rabindranath', name: 'রবীন্দ্রনাথ' },
  { slug: 'nazrul', name: 'নজরুল' },
  { slug: 'boimela', name: 'বইমেলা' },
  { slug: 'classics', name: 'Classics' },
  { slug: 'poetry', name: 'কবিতা' },
  { slug: 'childrens-books', name: "Children's Books" },
  { slug: 'reading-tips', name: 'Reading Tips' },
  { slug: 'translation', name: 'অনুবাদ' },
  { slug: 'liberation-war', name: 'মুক্তিযুদ্ধ' },
  { slug: 'shop-news', name: 'Shop News' },
];

export const POSTS: readonly PostSource[] = [
  {
    slug: 'boimela-preparation-guide',
    name: 'বইমেলায় যাওয়ার আগে যা জানা দরকার',
    author: 'সাদিয়া আফরিন',
    categories: ['news-events', 'reading-habits'],
    tags: ['boimela', 'reading-tips'],
    markdown: `ফেব্রুয়ারি মানেই *অমর একুশে বইমেলা*। প্রতি বছর লাখো পাঠক মেলায় ভিড় করেন নতুন বইয়ের খোঁজে। একটু পরিকল্পনা করে গেলে মেলার দিনটি আরও আনন্দের হয়।

## আগে থেকে তালিকা করুন

- কোন লেখকের নতুন বই বেরোচ্ছে, তা আগেই জেনে নিন।
- বাজেট ঠিক করে রাখুন, নইলে ব্যাগ ভারী হবে আর পকেট হালকা।
- সঙ্গে পানির বোতল আর একটি মজবুত ব্যাগ রাখুন।

## ভিড় এড়াতে

ছুটির দিনের বিকেলে ভিড় সবচেয়ে বেশি থাকে। সম্ভব হলে কর্মদিবসের দুপুরে যান।

মেলায় যেতে না পারলেও চিন্তা নেই — **বইবাজার** থেকে ঘরে বসেই [নতুন বইগুলো দেখে নিন](/books/)।
`,
  },
  {
    slug: 'where-to-start-with-tagore-stories',
    name: 'রবীন্দ্রনাথের ছোটগল্প: কোথা থেকে শুরু করবেন',
    author: 'তানভীর আহমেদ',
    categories: ['book-reviews', 'author-profiles'],
    tags: ['rabindranath', 'classics'],
    markdown: `বাংলা ছোটগল্পের সার্থক রূপকার *রবীন্দ্রনাথ ঠাকুর*। তাঁর গল্পগুলো সংকলিত হয়েছে **গল্পগুচ্ছ** বইয়ে। এত গল্পের মধ্যে কোনটি দিয়ে শুরু করবেন, তা নিয়ে অনেকেই দ্বিধায় পড়েন।

## শুরু করার মতো কয়েকটি গল্প

1. **পোস্টমাস্টার** — গ্রামের এক কিশোরী আর শহুরে পোস্টমাস্টারের নীরব সম্পর্ক।
2. **কাবুলিওয়ালা** — স্নেহের এক চিরন্তন গল্প।
3. **ছুটি** — কিশোর ফটিকের মনখারাপের কাহিনি।
4. **দেনাপাওনা** — যৌতুকপ্রথার বিরুদ্ধে এক তীক্ষ্ণ প্রতিবাদ।

## কীভাবে পড়বেন

দিনে একটি করে গল্প পড়ুন, তারপর খানিকক্ষণ ভাবুন। রবীন্দ্রনাথের গল্প তাড়াহুড়ো করে পড়ার জিনিস নয়।

আমাদের সংগ্রহে [রবীন্দ্রনাথের সব বই](/books/search/rabindranath) একসঙ্গে পাবেন।
`,
  },
  {
    slug: 'build-reading-habits-in-children',
    name: 'শিশুর পড়ার অভ্যাস গড়ে তোলার সাতটি উপায়',
    author: 'রেহানা পারভীন',
    categories: ['reading-habits'],
    tags: ['childrens-books', 'reading-tips'],
    markdown: `মোবাইল আর টেলিভিশনের যুগে শিশুকে বইমুখী করা সহজ নয়। তবে কয়েকটি ছোট অভ্যাস বড় পরিবর্তন আনতে পারে।

## সাতটি উপায়

1. প্রতিদিন ঘুমানোর আগে অন্তত দশ মিনিট গল্প পড়ে শোনান।
2. ঘরে শিশুর হাতের নাগালে একটি ছোট বইয়ের তাক রাখুন।
3. বই বাছাইয়ের সুযোগ শিশুকেই দিন।
4. ছবিওয়ালা বই দিয়ে শুরু করুন, তারপর ধীরে ধীরে লেখার দিকে যান।
5. নিজে পড়ুন — শিশুরা বড়দের দেখেই শেখে।
6. পড়া শেষে গল্পটি নিয়ে গল্প করুন।
7. জন্মদিনে খেলনার পাশাপাশি একটি বইও উপহার দিন।

সুকুমার রায় বা উপেন্দ্রকিশোর রায়চৌধুরীর *মজার লেখা* দিয়ে শুরু করতে পারেন। দেখুন আমাদের [শিশু-কিশোর বিভাগ](/books/categories/children)।
`,
  },
  {
    slug: 'rebellion-and-love-in-nazrul',
    name: 'নজরুলের কবিতায় বিদ্রোহ ও প্রেম',
    author: 'মাহমুদ হাসান',
    categories: ['author-profiles'],
    tags: ['nazrul', 'poetry'],
    markdown: `*বিদ্রোহী কবি* কাজী নজরুল ইসলাম একই সঙ্গে প্রেমের কবিও। তাঁর কবিতায় আগুন আর কোমলতা পাশাপাশি চলে।

## বিদ্রোহের কবিতা

**অগ্নিবীণা** প্রকাশিত হয় ১৯২২ সালে। পরাধীনতা আর অন্যায়ের বিরুদ্ধে এই কাব্যগ্রন্থ বাঙালিকে নতুন করে জাগিয়ে তুলেছিল। **বিষের বাঁশী** কাব্যগ্রন্থের কবিতাগুলোও একই সুরে বাঁধা।

## প্রেমের কবিতা ও গান

নজরুল লিখেছেন অসংখ্য প্রেমের গান আর কবিতা। সেখানে আছে:

- বিরহের বেদনা,
- প্রকৃতির রং,
- আর মানুষের প্রতি গভীর ভালোবাসা।

তাঁর নির্বাচিত কবিতার সংকলন **সঞ্চিতা** দিয়ে পড়া শুরু করা যায়। খুঁজে দেখুন [নজরুলের বই](/books/search/nazrul)।
`,
  },
  {
    slug: 'reading-liberation-war-literature',
    name: 'মুক্তিযুদ্ধের সাহিত্য: পড়া শুরু করবেন যেভাবে',
    author: 'আরিফ মাহমুদ',
    categories: ['reading-habits', 'book-reviews'],
    tags: ['liberation-war'],
    markdown: `১৯৭১ সালের মুক্তিযুদ্ধ আমাদের জাতীয় জীবনের সবচেয়ে গৌরবের অধ্যায়। এই সময় নিয়ে লেখা হয়েছে অসংখ্য উপন্যাস, গল্প, স্মৃতিকথা আর গবেষণাগ্রন্থ।

## কোন ধরনের বই দিয়ে শুরু করবেন

- **স্মৃতিকথা:** যাঁরা যুদ্ধ দেখেছেন, তাঁদের নিজের ভাষায় লেখা অভিজ্ঞতা।
- **উপন্যাস ও গল্প:** কাহিনির ভেতর দিয়ে সময়টাকে অনুভব করার সুযোগ।
- **দলিল ও ইতিহাস:** তথ্য আর তারিখ মিলিয়ে পুরো ছবিটা বোঝার জন্য।

## পরিবারের সবাই মিলে

ছোটদের জন্যও মুক্তিযুদ্ধের সহজ বই আছে। একসঙ্গে পড়ুন, প্রশ্নের উত্তর দিন — *ইতিহাস এভাবেই এক প্রজন্ম থেকে আরেক প্রজন্মে যায়।*

আমাদের [মুক্তিযুদ্ধ বিভাগে](/books/categories/liberation-war) বাছাই করা বইগুলো দেখুন।
`,
  },
  {
    slug: 'books-for-rainy-days',
    name: 'বর্ষার দিনে পড়ার মতো পাঁচটি বই',
    author: 'ফারহানা সুলতানা',
    categories: ['book-reviews'],
    tags: ['classics'],
    markdown: `জানালার বাইরে অঝোর বৃষ্টি, হাতে এক কাপ চা — বই পড়ার এর চেয়ে ভালো সময় আর কী হতে পারে! বর্ষার দিনের জন্য আমাদের পছন্দের পাঁচটি বই:

1. **পথের পাঁচালী** — অপু আর দুর্গার শৈশব, আর সেই অবিস্মরণীয় বৃষ্টিভেজা দিন।
2. **শেষের কবিতা** — শিলং পাহাড়ের পটভূমিতে অমিত আর লাবণ্যের প্রেমের গল্প।
3. **পদ্মা নদীর মাঝি** — নদী আর জেলেজীবনের অসামান্য ছবি।
4. **রূপসী বাংলা** — বাংলার প্রকৃতির কবিতা।
5. **চোখের বালি** — সম্পর্কের টানাপোড়েনের গল্প।

## বৃষ্টির সঙ্গে বই

*ধীরে পড়ুন।* বর্ষার দিনে তাড়া নেই, গল্পের সঙ্গে সময় কাটান।

সব চিরায়ত উপন্যাস পাবেন [উপন্যাস বিভাগে](/books/categories/novel)।
`,
  },
  {
    slug: 'jibanananda-and-rupasi-bangla',
    name: 'জীবনানন্দ দাশের রূপসী বাংলা',
    author: 'সৌমিত্র দাস',
    categories: ['author-profiles'],
    tags: ['poetry', 'classics'],
    markdown: `> বাংলার মুখ আমি দেখিয়াছি, তাই আমি পৃথিবীর রূপ খুঁজিতে যাই না আর

এই লাইনটি পড়েননি এমন বাঙালি পাঠক খুঁজে পাওয়া কঠিন। *জীবনানন্দ দাশ* বাংলার প্রকৃতিকে দেখেছেন একেবারে নতুন চোখে।

## রূপসী বাংলা

কবির মৃত্যুর পর, ১৯৫৭ সালে, **রূপসী বাংলা** প্রকাশিত হয়। এর সনেটগুলোতে আছে:

- হিজল, কাঁঠাল আর জামের ছায়া,
- ধানসিঁড়ি নদীর তীর,
- আর শঙ্খচিল-শালিকের বাংলা।

## বনলতা সেন

১৯৪২ সালে প্রকাশিত **বনলতা সেন** তাঁর সবচেয়ে পরিচিত কাব্যগ্রন্থগুলোর একটি।

পড়ে দেখুন আমাদের [কবিতা বিভাগ](/books/categories/poetry)।
`,
  },
  {
    slug: 'how-to-care-for-old-books',
    name: 'পুরোনো বইয়ের যত্ন নেবেন যেভাবে',
    author: 'বইবাজার ডেস্ক',
    categories: ['reading-habits'],
    tags: ['reading-tips'],
    markdown: `বাংলাদেশের আর্দ্র আবহাওয়ায় বই সহজেই নষ্ট হয়ে যায়। একটু যত্ন নিলে প্রিয় বইগুলো টিকে থাকবে বহু বছর।

## কী করবেন

- বই রাখুন শুকনো, বাতাস চলাচল করে এমন জায়গায়।
- বর্ষাকালে তাকে কয়েকটি *সিলিকা জেলের* প্যাকেট রাখুন।
- মাঝে মাঝে বই নামিয়ে পাতা উল্টে দেখুন।
- ন্যাপথলিন বা শুকনো নিমপাতা পোকামাকড় দূরে রাখে।

## কী করবেন না

- পাতা মুড়ে চিহ্ন দেবেন না, **বুকমার্ক** ব্যবহার করুন।
- সরাসরি রোদে বই রাখবেন না।

পুরোনো বইয়ের নতুন সংস্করণ খুঁজতে দেখুন [সব বই](/books/)।
`,
  },
  {
    slug: 'begum-rokeya-and-womens-awakening',
    name: 'বেগম রোকেয়া ও নারী জাগরণ',
    author: 'তাহমিনা আক্তার',
    categories: ['author-profiles'],
    tags: ['classics'],
    markdown: `*বেগম রোকেয়া* বাঙালি মুসলমান নারীদের শিক্ষা ও অধিকারের পথিকৃৎ। তিনি বিশ্বাস করতেন, শিক্ষা ছাড়া নারীর মুক্তি নেই।

## তাঁর প্রধান রচনা

- **মতিচূর** — প্রবন্ধ সংকলন, যেখানে নারীর অবস্থান নিয়ে তীক্ষ্ণ প্রশ্ন তোলা হয়েছে।
- **পদ্মরাগ** — উপন্যাস।
- **অবরোধবাসিনী** — অবরোধপ্রথার বাস্তব ঘটনার সংকলন।
- **Sultana's Dream** — ইংরেজিতে লেখা এক নারীবাদী কল্পকাহিনি।

## আজকের পাঠকের জন্য

একশো বছরেরও বেশি আগে লেখা হলেও রোকেয়ার প্রশ্নগুলো আজও প্রাসঙ্গিক। প্রতি বছর ৯ ডিসেম্বর *রোকেয়া দিবস* পালিত হয়।

[বেগম রোকেয়ার বই খুঁজুন](/books/search/rokeya)।
`,
  },
  {
    slug: 'the-nonsense-world-of-sukumar-ray',
    name: 'সুকুমার রায়ের আজগুবি জগৎ',
    author: 'অনির্বাণ সেন',
    categories: ['author-profiles', 'book-reviews'],
    tags: ['childrens-books', 'classics'],
    markdown: `হাঁসজারু, বকচ্ছপ, হুঁকোমুখো হ্যাংলা — এমন অদ্ভুত সব চরিত্র আর কোথায় পাবেন? সুকুমার রায়ের **আবোল তাবোল** বাংলা ননসেন্স ছড়ার সেরা উদাহরণ।

## কেন আজও পড়বেন

- ছোটরা পড়ে হাসে, বড়রা পড়ে ভাবে।
- ছন্দ আর শব্দের খেলায় ভাষার প্রতি ভালোবাসা জন্মায়।
- **হ-য-ব-র-ল** আর **পাগলা দাশু** পড়লে বোঝা যায়, গদ্যেও তিনি সমান মজার।

## একটু ইতিহাস

*আবোল তাবোল* প্রকাশিত হয় ১৯২৩ সালে, লেখকের মৃত্যুর কয়েক দিন পরে।

ছোটদের হাতে তুলে দিন [শিশু-কিশোর বিভাগের](/books/categories/children) বইগুলো।
`,
  },
  {
    slug: 'why-read-paper-books',
    name: 'ডিজিটাল যুগে কাগজের বই কেন পড়বেন',
    author: 'সাকিব হোসেন',
    categories: ['reading-habits'],
    tags: ['reading-tips'],
    markdown: `মোবাইলের পর্দায় এখন সবকিছুই পড়া যায়। তবু কাগজের বইয়ের আবেদন কমেনি। কেন?

## কাগজের বইয়ের সুবিধা

1. **মনোযোগ:** নোটিফিকেশনের বিরক্তি নেই।
2. **চোখের আরাম:** পর্দার আলো চোখ ক্লান্ত করে, কাগজ করে না।
3. **স্মৃতি:** অনেক পাঠকের অভিজ্ঞতা, ছাপা বই পড়লে বিষয়বস্তু বেশি মনে থাকে।
4. **সংগ্রহের আনন্দ:** তাকভর্তি বই একটি ঘরের চেহারাই বদলে দেয়।

## তবে দুটোই চলুক

যাত্রাপথে ই-বুক, আর ঘরে *কাগজের বই* — দুটো মিলিয়েই পড়ার অভ্যাস টিকিয়ে রাখা যায়।

[আজই একটি নতুন বই বেছে নিন](/books/)।
`,
  },
  {
    slug: 'nature-in-bibhutibhushan',
    name: 'বিভূতিভূষণের লেখায় প্রকৃতি',
    author: 'সৌমিত্র দাস',
    categories: ['author-profiles', 'book-reviews'],
    tags: ['classics'],
    markdown: `বিভূতিভূষণ বন্দ্যোপাধ্যায়ের লেখায় প্রকৃতি কেবল পটভূমি নয়, যেন এক জীবন্ত চরিত্র।

## আরণ্যক

**আরণ্যক** উপন্যাসে লেখক তুলে ধরেছেন বিহারের অরণ্য আর সেখানকার মানুষের জীবন। সত্যচরণের চোখে আমরা দেখি জঙ্গল কেটে ফেলার বেদনা।

## পথের পাঁচালী ও অপরাজিত

নিশ্চিন্দিপুর গ্রামের বাঁশবন, নদী আর মাঠ — **পথের পাঁচালী** পড়লে মনে হয় নিজের শৈশবে ফিরে গেছি। তারই ধারাবাহিকতা **অপরাজিত**।

## ছোটদের জন্য

আফ্রিকার জঙ্গলে শঙ্করের অভিযান নিয়ে লেখা **চাঁদের পাহাড়** কিশোরদের প্রিয় বই। বিভূতিভূষণ তাই সবার জন্য:

- প্রকৃতিপ্রেমী পাঠক,
- অভিযানপ্রিয় কিশোর,
- আর *ধীরে পড়তে ভালোবাসেন* এমন সবাই।

[তাঁর বইগুলো দেখুন](/books/search/bibhutibhushan)।
`,
  },
  {
    slug: 'bengali-classics-in-english',
    name: "A Beginner's Guide to Bengali Classics in English",
    author: 'Nadia Chowdhury',
    categories: ['reading-lists', 'book-reviews'],
    tags: ['translation', 'classics', 'rabindranath'],
    markdown: `Not everyone who loves Bengali literature reads Bangla, and that is fine. Many of the great classics are available in English, some of them translated by the authors themselves.

## Where to begin

- **Gitanjali: Song Offerings** — Tagore's own English versions of his songs, which won him the Nobel Prize in 1913.
- **The Home and the World** — the English translation of *Ghare Baire*, a novel of politics and love.
- **Sultana's Dream** — written in English by Begum Rokeya in 1905, and strikingly modern.

## A tip for bilingual readers

Read a chapter in English, then the same chapter in Bangla. You will notice how many choices a translator has to make.

Browse our [English literature shelf](/books/categories/english-literature).
`,
  },
  {
    slug: 'how-we-pack-and-deliver',
    name: 'How We Pack and Deliver Your Books',
    author: 'BoiBazar Team',
    categories: ['news-events'],
    tags: ['shop-news'],
    markdown: `Every order that leaves our Dhaka warehouse goes through the same careful steps, because a bent corner can spoil a good book.

## Packing

1. Each book is checked for printing faults before it is packed.
2. It is wrapped in *moisture-resistant* paper, which is essential in the monsoon.
3. Orders of more than one book get a corrugated box, never just an envelope.

## Delivery

- **Inside Dhaka:** usually within 1–2 working days, Tk 60.
- **Outside Dhaka:** usually within 3–5 working days, Tk 120.
- Orders over **Tk 500** ship free.

Questions? Read our [delivery information](/page/delivery) or [contact us](/contact).
`,
  },
  {
    slug: 'victorian-novels-worth-rereading',
    name: 'Eight Victorian Novels Worth Rereading',
    author: 'Rachel Ellison',
    categories: ['reading-lists'],
    tags: ['classics'],
    markdown: `We first meet most of these books at school, when we are too young or too busy to enjoy them. They are worth a second look.

## The list

1. **Great Expectations** — Pip's hopes, and the price of them.
2. **David Copperfield** — Dickens's own favourite among his novels.
3. **A Tale of Two Cities** — London, Paris and revolution.
4. **Oliver Twist** — *Please, sir, I want some more.*
5. **Jane Eyre** — a fierce, independent heroine.
6. **Wuthering Heights** — love as a storm on the moors.
7. **The Picture of Dorian Gray** — Wilde's only novel.
8. **Dracula** — told in letters and diaries.

## Why reread?

Because you have changed. A novel you found slow at fifteen can feel urgent at thirty-five.

Find them all on our [English literature shelf](/books/categories/english-literature).
`,
  },
  {
    slug: 'reading-sherlock-holmes-today',
    name: 'Reading Sherlock Holmes Today',
    author: 'Omar Haque',
    categories: ['book-reviews'],
    tags: ['classics'],
    markdown: `More than a century after **The Adventures of Sherlock Holmes** first appeared, the detective from Baker Street still has millions of readers.

## What still works

- The *puzzle*: Conan Doyle plays fair, and the clues are on the page.
- Watson's voice: warm, admiring and often funny.
- Victorian London, fog and all.

## What feels dated

Some attitudes of the time will jar with modern readers. Reading the stories with that in mind is part of the pleasure of reading old books.

## Where to start

Begin with *A Scandal in Bohemia* and *The Red-Headed League*, both in the first collection.

Then explore our [mystery and thriller shelf](/books/categories/mystery-thriller).
`,
  },
  {
    slug: 'home-library-on-a-budget',
    name: 'Building a Home Library on a Budget',
    author: 'Farhan Kabir',
    categories: ['reading-habits'],
    tags: ['reading-tips'],
    markdown: `A home library does not need a big room or a big budget. It needs a plan, and patience.

## Five habits

1. **Set a monthly book budget**, however small, and stick to it.
2. **Buy the classics in good editions**: you will reread them.
3. Watch for **special offers**; our coupon codes are announced on the home page.
4. Swap books with friends. A shared shelf grows twice as fast.
5. Keep a *wish list*, so that birthdays bring books you actually want.

## Shelving

Sort by whatever helps you find things: by language, by genre or by author. There is no wrong answer.

Start with our [best sellers](/books/).
`,
  },
  {
    slug: 'sultanas-dream-still-feels-modern',
    name: "Why Sultana's Dream Still Feels Modern",
    author: 'Nadia Chowdhury',
    categories: ['book-reviews'],
    tags: ['classics'],
    markdown: `In 1905, Begum Rokeya imagined a country called Ladyland, where women run the state, science serves everyone, and men stay at home.

## A utopia ahead of its time

- Solar power and *flying cars*, decades before either was practical.
- Education and science as the basis of government.
- A sharp, funny reversal of the purdah system.

## Why read it now

The story is short, and you can read it in an afternoon, but it raises questions that are still argued about today.

Find **Sultana's Dream** and Rokeya's Bangla works through our [search](/books/search/rokeya).
`,
  },
  {
    slug: 'eid-book-gift-ideas',
    name: 'Eid Gift Ideas: A Book for Every Reader',
    author: 'BoiBazar Team',
    categories: ['reading-lists', 'news-events'],
    tags: ['shop-news', 'childrens-books'],
    markdown: `A book is a gift that lasts long after the festival. Here are some ideas for everyone on your list.

## For children

Picture books and adventure stories from our *children's shelf*, such as **Chander Pahar** for older children.

## For poetry lovers

A handsome edition of **Sanchita** or **Gitanjali**.

## For the curious

Popular science, travel writing or a good history of Bengal.

## Save a little

Use the code **EID100** for Tk 100 off orders over Tk 1,500.

[Browse all books](/books/).
`,
  },
  {
    slug: 'learning-to-code-with-books',
    name: 'Learning to Code with Books',
    author: 'Tanvir Ahmed',
    categories: ['reading-habits'],
    tags: ['reading-tips'],
    markdown: `Video tutorials are everywhere, but many programmers still learn best from a good book. A book makes you slow down and type the examples yourself.

## How to use a programming book

1. Read a chapter once, quickly, for the big picture.
2. Go back and **type every example**; do not copy and paste.
3. Change the examples and see what breaks.
4. Do the exercises, *especially* the ones you want to skip.

## Choosing a first language

Python and JavaScript are friendly first languages; C teaches you how the machine works.

We stock programming books in Bangla and English: see the [programming shelf](/books/categories/programming).
`,
  },
  {
    slug: 'science-fiction-before-it-had-a-name',
    name: 'Science Fiction Before It Had a Name',
    author: 'Samuel Finch',
    categories: ['book-reviews'],
    tags: ['classics'],
    markdown: `Long before the term *science fiction* was coined, writers were imagining what science might do to us.

## Three pioneers

- **Frankenstein** (1818): Mary Shelley's story of a creator who abandons his creation.
- **The Time Machine** (1895): H. G. Wells sends his traveller to the year 802,701.
- **Sultana's Dream** (1905): Begum Rokeya's Ladyland, powered by the sun.

## Why they still matter

Each book asks the question we still ask of new technology: *who benefits, and who pays?*

Explore our [science fiction shelf](/books/categories/science-fiction).
`,
  },
  {
    slug: 'reading-challenge-24-books',
    name: 'Reading Challenge: 24 Books in a Year',
    author: 'Rachel Ellison',
    categories: ['reading-habits'],
    tags: ['reading-tips'],
    markdown: `Two books a month sounds like a lot. It is about twenty pages a day.

## The rules

1. Twelve books in Bangla and twelve in English, or any mix you like.
2. At least **one classic**, one collection of poems and one book of non-fiction.
3. One book chosen for you by a friend.

## Keep track

Keep a simple list with the date you finished each book and one sentence about it. At the end of the year, *that list* is a small diary.

Share your progress in the comments, and find your first book on our [home page](/).
`,
  },
  {
    slug: 'childrens-classics-that-grow-up-with-you',
    name: "Children's Classics That Grow Up With You",
    author: 'Grace Holloway',
    categories: ['reading-lists'],
    tags: ['childrens-books', 'classics'],
    markdown: `Some books are written for children but read differently at every age.

## Our picks

- **Alice's Adventures in Wonderland** — nonsense that turns out to be about logic and growing up.
- **The Jungle Book** — Mowgli's stories of law and belonging.
- **Treasure Island** — the model for every pirate story since.
- **Abol Tabol** — Sukumar Ray's verse, funnier the older you get.
- **Chander Pahar** — an African adventure by Bibhutibhushan.

## Reading together

Read them *aloud*. Children enjoy the story; adults notice the jokes.

More on our [children's shelf](/books/categories/children).
`,
  },
  {
    slug: 'meet-the-team',
    name: 'Meet the Team Behind BoiBazar',
    author: 'BoiBazar Team',
    categories: ['news-events'],
    tags: ['shop-news'],
    markdown: `We are a small team of readers in Dhaka who wanted buying books online to feel like visiting a good bookshop.

## What we do

- **Choose:** we read catalogues, visit publishers and listen to readers' requests.
- **Check:** every book is inspected before it ships.
- **Deliver:** across Bangladesh, with cash on delivery.

## Talk to us

Tell us which book we should stock next. Write to *support@boibazar.com.bd* or use the [contact form](/contact).
`,
  },
];
