import { describe, expect, it } from 'vitest';
import { normalizeText } from '#shared/search/normalize.ts';
import { literalQuery, searchableText, searchQuery } from '#shared/search/searchable-text.ts';
import { phoneticKey, transliterate } from '#shared/search/transliterate.ts';

const roman = (bangla: string) => transliterate(normalizeText(bangla));

/** The keys an indexed text is found by (the second line of searchableText). */
function indexKeys(text: string): Set<string> {
  return new Set(searchableText(text).split('\n')[1]?.split(' '));
}

/** A query finds a name when each of its word keys is one of the name's keys. */
function finds(indexed: string, query: string): boolean {
  const keys = indexKeys(indexed);
  const wanted = searchQuery(query).split(' ');
  return wanted.length > 0 && wanted.every((key) => keys.has(key));
}

describe('Bangla to Latin', () => {
  it.each([
    ['রবীন্দ্রনাথ ঠাকুর', 'robindronath thakur'],
    ['গীতাঞ্জলি', 'gitanjoli'],
    ['কাজী নজরুল ইসলাম', 'kaji nojrul islam'],
    ['হুমায়ূন আহমেদ', 'humayun ahmed'],
    ['হিমু', 'himu'],
    ['মিসির আলি', 'misir ali'],
    ['জাফর ইকবাল', 'jafor ikbal'],
    ['শরৎচন্দ্র চট্টোপাধ্যায়', 'shorotchondro chottopadhyay'],
    ['দেবদাস', 'debdas'],
    ['বড়দিদি', 'bordidi'],
    ['চাঁদের পাহাড়', 'chander pahar'],
    ['বেগম রোকেয়া', 'begom rokeya'],
    ['সুকুমার রায়', 'sukumar ray'],
    ['ঈশ্বরচন্দ্র বিদ্যাসাগর', 'ishworchondro bidyasagor'],
    ['গল্পগুচ্ছ', 'golpoguchchho'],
    ['মৃত্যুক্ষুধা', 'mrityukshudha'],
    ['হ-য-ব-র-ল', 'ho-jo-bo-ro-lo'],
    ['মীর মশাররফ হোসেন', 'mir mosharrof hosen'],
    ['সুনীল গঙ্গোপাধ্যায়', 'sunil gonggopadhyay'],
    ['শীর্ষেন্দু মুখোপাধ্যায়', 'shirshendu mukhopadhyay'],
    ['বিভূতিভূষণ বন্দ্যোপাধ্যায়', 'bibhutibhushon bondyopadhyay'],
    ['বাংলা দুঃখ', 'bangla duhkh'],
  ])('%s → %s', (bangla, latin) => {
    expect(roman(bangla)).toBe(latin);
  });

  it('writes chandrabindu as n, or leaves it out on request', () => {
    expect(roman('বিষের বাঁশী')).toBe('bisher banshi');
    expect(transliterate(normalizeText('বাঁশী'), { chandrabindu: '' })).toBe('bashi');
  });

  it('leaves Latin letters, digits and punctuation alone', () => {
    expect(transliterate('Jane Austen, 1813: pride')).toBe('Jane Austen, 1813: pride');
    expect(roman('১৯৭১ সাল')).toBe('1971 sal');
  });

  it('gives the same output every time (deterministic)', () => {
    const text = 'পথের পাঁচালী বিভূতিভূষণ';
    expect(roman(text)).toBe(roman(text));
  });
});

describe('phonetic key', () => {
  it('collapses aspirates, a/o, s/sh, j/z, b/v, i/ee/y, u/oo/w, doubled and trailing vowels', () => {
    expect(phoneticKey('robindronath')).toBe(phoneticKey('rabindranath'));
    expect(phoneticKey('geetanjoli')).toBe(phoneticKey('gitanjali'));
    expect(phoneticKey('shesher')).toBe(phoneticKey('sesher'));
    expect(phoneticKey('nazrul')).toBe(phoneticKey('najrul'));
    expect(phoneticKey('devdas')).toBe(phoneticKey('debdas'));
    expect(phoneticKey('humayoon')).toBe(phoneticKey('humayun'));
    expect(phoneticKey('chowdhury')).toBe(phoneticKey('choudhuri'));
    expect(phoneticKey('dutta')).toBe(phoneticKey('dutt'));
    expect(phoneticKey('Brontë')).toBe(phoneticKey('bronte'));
  });

  it('keeps different names apart', () => {
    expect(phoneticKey('gora')).not.toBe(phoneticKey('gitanjali'));
    expect(phoneticKey('himu')).not.toBe(phoneticKey('misir'));
    expect(phoneticKey('devdas')).not.toBe(phoneticKey('debi'));
  });

  it('leaves numbers as they are', () => {
    expect(phoneticKey('1971')).toBe('1971');
  });
});

/**
 * Real names (classics.json, the seed, and well-known modern works): the
 * Bangla spelling, then Latin spellings a shopper types. Each must find the
 * Bangla name in the index. English forms that are not spellings of the Bangla
 * words ("Tagore", "Michael") are found through the Latin names the index
 * carries as well, not through the key.
 */
const NAMES: [bangla: string, ...latin: string[]][] = [
  ['রবীন্দ্রনাথ ঠাকুর', 'Rabindranath Thakur', 'robindronath thakur'],
  ['গীতাঞ্জলি', 'Gitanjali', 'geetanjoli', 'gitanjoli'],
  ['গোরা', 'Gora'],
  ['চোখের বালি', 'Chokher Bali', 'chokher baly'],
  ['ঘরে বাইরে', 'Ghare Baire', 'ghore baire'],
  ['শেষের কবিতা', 'Shesher Kobita', 'sesher kabita'],
  ['নৌকাডুবি', 'Noukadubi', 'naukadubi'],
  ['গল্পগুচ্ছ', 'Galpaguchchha', 'golpoguccho'],
  ['ডাকঘর', 'Dakghar', 'dakghor'],
  ['রক্তকরবী', 'Raktakarabi', 'roktokorobi'],
  ['সোনার তরী', 'Sonar Tori', 'shonar tory'],
  ['চতুরঙ্গ', 'Chaturanga', 'choturongo'],
  ['যোগাযোগ', 'Jogajog', 'zogazog'],
  ['বঙ্কিমচন্দ্র চট্টোপাধ্যায়', 'Bankimchandra Chattopadhyay', 'bongkimchondro chottopaddhay'],
  ['আনন্দমঠ', 'Anandamath', 'anondomoth'],
  ['কপালকুণ্ডলা', 'Kapalkundala', 'kopalkundola'],
  ['দুর্গেশনন্দিনী', 'Durgeshnandini', 'durgeshnondini'],
  ['বিষবৃক্ষ', 'Bishabriksha', 'bishobrikkho'],
  ['দেবী চৌধুরাণী', 'Debi Chaudhurani', 'devi chowdhurani'],
  ['শরৎচন্দ্র চট্টোপাধ্যায়', 'Saratchandra Chattopadhyay', 'shorotchondro chottopadhyay'],
  ['দেবদাস', 'Debdas', 'devdas'],
  ['শ্রীকান্ত', 'Srikanta', 'shrikanto'],
  ['পরিণীতা', 'Parineeta', 'porinita'],
  ['বড়দিদি', 'Bardidi', 'boroddidi'],
  ['পল্লীসমাজ', 'Pallisamaj', 'pollishomaj'],
  ['চরিত্রহীন', 'Charitrahin', 'choritrohin'],
  ['পথের দাবী', 'Pather Dabi', 'pother dabi'],
  ['কাজী নজরুল ইসলাম', 'Kazi Nazrul Islam', 'kaji nojrul islam'],
  ['অগ্নিবীণা', 'Agnibina', 'ognibina'],
  ['বিষের বাঁশী', 'Bisher Banshi', 'bisher bashi'],
  ['সঞ্চিতা', 'Sanchita', 'sonchita'],
  ['ব্যথার দান', 'Byathar Dan', 'bathar dan'],
  ['মৃত্যুক্ষুধা', 'Mrityukshudha', 'mrittukkhuda'],
  ['বাঁধনহারা', 'Badhanhara', 'bandhonhara'],
  ['বেগম রোকেয়া', 'Begom Rokeya', 'begom rokea'],
  ['অবরোধবাসিনী', 'Abarodhbasini', 'oborodhbashini'],
  ['সুকুমার রায়', 'Sukumar Ray', 'sukumar roy'],
  ['আবোল তাবোল', 'Abol Tabol', 'abol tabol'],
  ['পাগলা দাশু', 'Pagla Dashu', 'pagla dasu'],
  ['মেঘনাদবধ কাব্য', 'Meghnadbadh Kabya', 'meghnadbodh kabbo'],
  ['পথের পাঁচালী', 'Pather Panchali', 'pother pachali'],
  ['আরণ্যক', 'Aranyak', 'aronnok'],
  ['চাঁদের পাহাড়', 'Chander Pahar', 'chader pahar'],
  ['অপরাজিত', 'Aparajito', 'oporajito'],
  ['জীবনানন্দ দাশ', 'Jibanananda Das', 'jibonanondo dash'],
  ['রূপসী বাংলা', 'Rupasi Bangla', 'rupshi bangla'],
  ['বনলতা সেন', 'Banalata Sen', 'bonolota shen'],
  ['ঝরা পালক', 'Jhara Palok', 'jhora palok'],
  ['মীর মশাররফ হোসেন', 'Mir Mosharraf Hossain', 'mir mosharof hosen'],
  ['বিষাদ-সিন্ধু', 'Bishad Sindhu', 'bishad shindhu'],
  ['উপেন্দ্রকিশোর রায়চৌধুরী', 'Upendrakishore Raychowdhury', 'upendrokishor raychoudhuri'],
  ['টুনটুনির বই', 'Tuntunir Boi', 'tuntunir boi'],
  ['গুপী গাইন বাঘা বাইন', 'Goopi Gain Bagha Bain', 'gupi gain bagha bain'],
  ['ঈশ্বরচন্দ্র বিদ্যাসাগর', 'Ishwarchandra Vidyasagar', 'ishwarchandra bidyasagor'],
  ['বর্ণপরিচয়', 'Barnaparichay', 'bornoporichoy'],
  ['মানিক বন্দ্যোপাধ্যায়', 'Manik Bandyopadhyay', 'manik bondopadhyay'],
  ['পদ্মা নদীর মাঝি', 'Padma Nadir Majhi', 'podma nodir maji'],
  ['পুতুলনাচের ইতিকথা', 'Putulnacher Itikatha', 'putulnacher itikotha'],
  ['বিভূতিভূষণ বন্দ্যোপাধ্যায়', 'Bibhutibhushan Bandyopadhyay', 'bibhutibhushon bondopadhyay'],
  ['হুমায়ূন আহমেদ', 'Humayun Ahmed', 'humayoon ahmed'],
  ['হিমু', 'Himu', 'heemu'],
  ['মিসির আলি', 'Misir Ali', 'misir aly'],
  ['নন্দিত নরকে', 'Nondito Noroke', 'nandita naroke'],
  ['শঙ্খনীল কারাগার', 'Shankhanil Karagar', 'shongkhonil karagar'],
  ['জোছনা ও জননীর গল্প', 'Jochhna O Jononir Golpo', 'jochna o jononir galpo'],
  ['দেয়াল', 'Deyal', 'deal'],
  ['মুহম্মদ জাফর ইকবাল', 'Muhammad Zafar Iqbal', 'muhommod jafor ikbal'],
  ['আমার বন্ধু রাশেদ', 'Amar Bondhu Rashed', 'amar bandhu rashed'],
  ['সুনীল গঙ্গোপাধ্যায়', 'Sunil Gangopadhyay', 'sunil gongopadhyay'],
  ['প্রথম আলো', 'Prothom Alo', 'prathom aalo'],
  ['শীর্ষেন্দু মুখোপাধ্যায়', 'Shirshendu Mukhopadhyay', 'shirshendu mukhopaddhay'],
  ['পার্থিব', 'Parthib', 'parthiv'],
  ['লালসালু', 'Lalsalu', 'lalshalu'],
  ['হাজার বছর ধরে', 'Hajar Bachhar Dhare', 'hazar bochor dhore'],
];

describe('Bangla, English and Banglish spellings of real names meet', () => {
  it('covers at least 40 names', () => {
    expect(NAMES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(NAMES)('%s', (bangla, ...latin) => {
    expect(finds(bangla, bangla)).toBe(true);
    for (const spelling of latin) expect(finds(bangla, spelling), spelling).toBe(true);
  });

  it('finds a name while it is being typed (the last word as a prefix)', () => {
    const keys = [...indexKeys('রবীন্দ্রনাথ ঠাকুর গীতাঞ্জলি')];
    for (const partial of ['robin', 'rabindr', 'geetanj', 'গীতা']) {
      const key = searchQuery(partial);
      expect(
        keys.some((indexed) => indexed.startsWith(key)),
        partial,
      ).toBe(true);
    }
  });

  it('does not find a different book', () => {
    expect(finds('গীতাঞ্জলি', 'gora')).toBe(false);
    expect(finds('হিমু', 'misir ali')).toBe(false);
    expect(finds('দেবদাস', 'debi')).toBe(false);
  });

  it('indexes the folded text itself and each key once', () => {
    const text = searchableText('গীতাঞ্জলি Gitanjali GITANJALI');
    expect(text.split('\n')[0]).toBe('গীতাঞ্জলি gitanjali gitanjali');
    expect(text.split('\n')[1]).toBe('gitnjl');
  });

  it('folds a query with no letters to nothing', () => {
    expect(searchQuery(' ,.! ')).toBe('');
  });

  it('looks for a longer word as typed when its sound folds to one letter', () => {
    expect(searchQuery('zzzz')).toBe('zzzz');
    expect(searchQuery('nazrul zzzz')).toBe('njrul zzzz');
    // Short words keep their key: a shopper may be typing the start of one.
    expect(searchQuery('ka')).toBe(phoneticKey('ka'));
  });

  it('reads the words as typed for exact matches, folded like the index', () => {
    expect(literalQuery(' Gitanjali  গীতাঞ্জলি! ')).toBe('gitanjali গীতাঞ্জলি');
    expect(literalQuery(' ,.! ')).toBe('');
  });
});
