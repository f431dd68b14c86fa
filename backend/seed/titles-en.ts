import type { Rng } from './rng.ts';
import type { Title } from './titles-bn.ts';

const ADJECTIVES = [
  'Silent',
  'Last',
  'Hidden',
  'Monsoon',
  'Paper',
  'Golden',
  'Forgotten',
  'Distant',
  'Broken',
  'Quiet',
  'Salt',
  'Crimson',
  'Long',
  'Winter',
  'Midnight',
  'Lost',
  'Burning',
  'Secret',
  'Empty',
  'Narrow',
] as const;
const NOUNS = [
  'River',
  'House',
  'Garden',
  'Letter',
  'City',
  'Harbour',
  'Orchard',
  'Island',
  'Lantern',
  'Window',
  'Season',
  'Bridge',
  'Map',
  'Song',
  'Ferry',
  'Tide',
  'Station',
  'Shadow',
  'Road',
  'Kingdom',
] as const;
const ABSTRACTS = ['Memory', 'Rain', 'Dust', 'Light', 'Silence', 'Ashes', 'Stars', 'Glass', 'Smoke', 'Hope', 'Jasmine', 'Salt'] as const;
const PLACES = [
  'Dhaka',
  'the Delta',
  'Sylhet',
  'the Hills',
  'Brick Lane',
  'the Bay',
  'Chattogram',
  'the Sundarbans',
  'the Old Town',
  'the Padma',
] as const;

function literary(rng: Rng): string {
  const pattern = rng.weighted<'adjNoun' | 'nounOf' | 'inPlace' | 'from' | 'beyond'>([
    ['adjNoun', 4],
    ['nounOf', 3],
    ['inPlace', 2],
    ['from', 1],
    ['beyond', 1],
  ]);
  switch (pattern) {
    case 'adjNoun':
      return `The ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
    case 'nounOf':
      return `${rng.pick(NOUNS)} of ${rng.pick(ABSTRACTS)}`;
    case 'inPlace':
      return `A ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)} in ${rng.pick(PLACES)}`;
    case 'from':
      return `Letters from ${rng.pick(PLACES)}`;
    case 'beyond':
      return `Beyond the ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
  }
}

function mystery(rng: Rng): string {
  return rng.pick([
    () => `Murder in ${rng.pick(PLACES)}`,
    () => `Death on the ${rng.pick(['Ferry', 'River', 'Bridge', 'Island', 'Night Train', 'Steamer', 'Tea Estate'])}`,
    () => `The Case of the ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`,
    () => `A Body by the ${rng.pick(['River', 'Bridge', 'Harbour', 'Station', 'Orchard', 'Lake', 'Lighthouse'])}`,
    () => `The ${rng.pick(ADJECTIVES)} Cipher`,
  ])();
}

function scienceFiction(rng: Rng): string {
  const adjective = rng.pick([
    'Red',
    'Last',
    'Silent',
    'Iron',
    'Quantum',
    'Distant',
    'Hollow',
    'Ninth',
    'Glass',
    'Sleeping',
    'Drowned',
    'Electric',
  ]);
  const noun = rng.pick([
    'Signal',
    'Orbit',
    'Colony',
    'Machine',
    'Horizon',
    'Archive',
    'Frontier',
    'Protocol',
    'Engine',
    'Garden',
    'Ark',
    'Tide',
  ]);
  const world = rng.pick([
    'Mars',
    'Europa',
    'Titan',
    'the Deep',
    'Kepler',
    'the Ninth Moon',
    'the Drowned Delta',
    'Ganymede',
    'the Outer Ring',
  ]);
  return rng.pick([`The ${adjective} ${noun}`, `Children of ${world}`, `The ${noun} of ${world}`, `The ${adjective} ${noun} of ${world}`]);
}

function children(rng: Rng): string {
  const base = `The ${rng.pick(['Brave', 'Little', 'Sleepy', 'Curious', 'Clever', 'Grumpy'])} ${rng.pick(['Tiger', 'Elephant', 'Owl', 'Fox', 'Crocodile', 'Kitten', 'Dolphin'])}`;
  return rng.chance(0.5) ? `${base} and the ${rng.pick(['Moon', 'Magic Boat', 'Mango Tree', 'Rainbow', 'Lost Kite', 'Big Storm'])}` : base;
}

/** Form with a "{}" slot × subjects that fit every form. */
const NON_FICTION: Record<string, readonly [readonly string[], readonly string[]]> = {
  programming: [
    ['{} for Beginners', 'Practical {}', 'Learning {}', '{} in Depth', 'Mastering {}', '{} by Example'],
    [
      'TypeScript',
      'Python',
      'Go',
      'Rust',
      'SQL',
      'Data Structures',
      'Algorithms',
      'Machine Learning',
      'Web Development',
      'Linux',
      'JavaScript',
      'C++',
    ],
  ],
  'business-economics': [
    ['The {} Handbook', '{} Made Simple', '{}: A Practical Guide', 'Thinking About {}'],
    ['Personal Finance', 'Marketing', 'Leadership', 'Negotiation', 'Investing', 'Accounting', 'Project Management', 'Economics'],
  ],
  'self-help': [
    ['The Power of {}', 'The Art of {}', 'Finding {}', '{} Every Day', 'Small Steps to {}'],
    ['Focus', 'Calm', 'Patience', 'Gratitude', 'Balance', 'Confidence', 'Discipline', 'Kindness'],
  ],
  academic: [
    ['{}: An Introduction', '{} for HSC', '{}: Problems and Solutions', 'Fundamentals of {}', 'O Level {} Revision Guide'],
    ['Physics', 'Chemistry', 'Biology', 'Mathematics', 'Accounting', 'Economics', 'English Grammar', 'Statistics'],
  ],
  science: [
    ['The Science of {}', 'A Short History of {}', 'Understanding {}', 'The Story of {}'],
    ['Light', 'Time', 'Numbers', 'the Atom', 'Rivers', 'Climate', 'the Cell', 'the Stars', 'Genes'],
  ],
  history: [
    ['A History of {}', 'A Short History of {}', 'The Making of {}', 'Rethinking {}', 'Voices from {}'],
    ['Bengal', 'Dhaka', 'the Bay of Bengal', 'the Sundarbans', 'Old Dhaka', 'the Delta', 'Chattogram', 'the Grand Trunk Road'],
  ],
  'liberation-war': [
    ['Voices of {}', 'Letters from {}', 'Remembering {}', 'The Long Road to {}', 'Witness to {}'],
    ['1971', 'the Liberation War', 'Independence', 'the Nine Months'],
  ],
  biography: [
    ['A Life in {}', 'The {} Years', 'Between Two Worlds: A Life in {}'],
    ['Letters', 'Music', 'Medicine', 'Science', 'Colour', 'Cricket', 'the Theatre', 'Two Languages'],
  ],
  dictionary: [
    ['Concise {}', "Student's {}", 'Pocket {}', 'Illustrated {}', 'Modern {}'],
    [
      'English Dictionary',
      'English-Bangla Dictionary',
      'Bangla-English Dictionary',
      'Dictionary of Idioms',
      'Thesaurus',
      'Dictionary of Synonyms',
    ],
  ],
  health: [
    ['Understanding {}', 'A Guide to {}', '{}: What Everyone Should Know', 'Living Well with {}'],
    ['Diabetes', 'Sleep', 'Anxiety', 'Heart Health', 'Nutrition', 'Back Pain', 'Asthma', 'Blood Pressure'],
  ],
  cooking: [
    ['The {} Kitchen', '{} Cooking', 'The {} Table'],
    ['Bengali', 'Everyday', 'Home-style', 'Vegetarian', 'Festival', 'Weeknight', 'Riverside'],
  ],
  travel: [
    ['Walking {}', 'Roads to {}', '{} on Foot', "A Traveller's Guide to {}", 'Slow Days in {}'],
    ['Bangladesh', 'the Hill Tracts', 'the Sundarbans', 'Sylhet', 'the Himalayas', 'Kathmandu', "Cox's Bazar", 'Srimangal'],
  ],
  religion: [
    ['Understanding {}', '{}: An Introduction', 'Reflections on {}', 'The Wisdom of {}'],
    ['Islam', 'Faith', 'the Quran', 'Prayer', 'Sufism', 'World Religions', 'the Gita', 'the Buddha'],
  ],
  comics: [
    ['{} and the Missing Moon', '{} and the Monsoon Monster', '{} and the Secret Ferry', '{} and the Time Rickshaw'],
    ['Captain Tiger', 'Robo Rani', 'Detective Mitu', 'Super Shapla', 'Professor Potato'],
  ],
  essays: [
    ['On {}: Essays', '{} and Other Essays', 'Notes on {}'],
    ['Reading', 'Cities', 'Rivers', 'Language', 'Home', 'Walking', 'Memory', 'Translation'],
  ],
};

/** An English title fitting the book's main category. */
export function englishTitle(rng: Rng, category: string): Title {
  let text: string;
  switch (category) {
    case 'mystery-thriller':
      text = mystery(rng);
      break;
    case 'science-fiction':
      text = scienceFiction(rng);
      break;
    case 'children':
      text = children(rng);
      break;
    case 'poetry':
      text = rng.chance(0.5) ? `Songs of ${rng.pick(ABSTRACTS)}` : `The ${rng.pick(ADJECTIVES)} Hour: Poems`;
      break;
    case 'drama':
      text = `${literary(rng)}: A Play`;
      break;
    case 'short-stories':
      text = `The ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)} and Other Stories`;
      break;
    default: {
      const lists = NON_FICTION[category];
      text = lists ? rng.pick(lists[0]).replace('{}', rng.pick(lists[1])) : literary(rng);
    }
  }
  return { name: text, name_en: text };
}
