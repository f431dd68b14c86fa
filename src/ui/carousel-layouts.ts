/**
 * How many items a <Carousel> shows at once, and how wide its strip is: the one table its breakpoints come from.
 * carousel-layouts.css is written from it (by tests/unit/carousel-layout-css.ts); after a change here, run
 *   npx vitest run --project unit tests/unit/carousel-layouts.test.ts --update
 *
 * Widths are in CSS px and the breakpoints follow the viewport (media queries): a size container per strip,
 * which would give the strip's own width, made the home page's first layout slower in a trace on a slowed phone.
 */

/**
 * The widest the page's content gets (--max-width in global.css): no strip grows past this viewport width.
 * @internal exported for the CSS writer (tests/unit/carousel-layout-css.ts).
 */
export const PAGE_MAX_WIDTH = 1240;

/**
 * One part of a strip's width: from the viewport width `from` (until the next part's), the strip is the viewport
 * (at most PAGE_MAX_WIDTH) less `less` px. `css` says the same in CSS, for the room a strip keeps for books still to come.
 */
export type StripSpan = { from: number; less: number; css: string };

export const stripWidths = {
  /** The page's content width: main's 1rem padding on each side (global.css). */
  page: [{ from: 0, less: 32, css: 'calc(min(100vw, var(--max-width)) - 2 * var(--space))' }],
  /** A panel's, 1.25rem in from each side of the page's (deals of the week). */
  inset: [{ from: 0, less: 72, css: 'calc(min(100vw, var(--max-width)) - 2 * var(--space) - 2.5rem)' }],
  /** The author promo's: a panel's, then from 800 px beside its 15rem column (1.5rem padding and gap). */
  promo: [
    { from: 0, less: 72, css: 'calc(100vw - 2 * var(--space) - 2.5rem)' },
    { from: 800, less: 344, css: 'calc(min(100vw, var(--max-width)) - 2 * var(--space) - 3rem - 15rem - 1.5rem)' },
  ],
} as const satisfies Record<string, readonly StripSpan[]>;

/** How wide a strip is for the viewport's width (Carousel's width prop). */
export type StripWidth = keyof typeof stripWidths;

export type CarouselLayoutSpec = {
  /** Items in view: from the width each count names, e.g. { 1: 0, 2: 300 } for 1, then 2 from 300 px on. */
  perView: Readonly<Record<number, number>>;
  /**
   * What those widths measure: the strip (a narrower strip changes at a wider viewport), or the viewport
   * itself, as the specification gives the publishers' ("5, 3 under 1024 px, 2 under 600, 1 under 480").
   */
  measures: 'strip' | 'viewport';
  /** Strip widths other than the page's with breakpoints of their own; a layout without them takes the page's. */
  widths?: readonly Exclude<StripWidth, 'page'>[];
};

export const carouselLayouts = {
  /** Book cards. */
  books: { perView: { 1: 0, 2: 300, 3: 600, 4: 840, 5: 1080 }, measures: 'strip', widths: ['inset', 'promo'] },
  /** Publisher tiles. */
  publishers: { perView: { 1: 0, 2: 480, 3: 600, 5: 1024 }, measures: 'viewport' },
  /** Round author avatars. */
  people: { perView: { 2: 0, 3: 400, 4: 600, 6: 900 }, measures: 'strip' },
  /** Blog cards. */
  cards: { perView: { 1: 0, 2: 560, 3: 900 }, measures: 'strip' },
  /** Testimonials. */
  quotes: { perView: { 1: 0, 2: 680, 3: 1000 }, measures: 'strip' },
  /** One full-width slide (the hero). */
  slides: { perView: { 1: 0 }, measures: 'strip' },
  /** One column of three compact rows at a time (the side lists). */
  stack: { perView: { 1: 0 }, measures: 'strip' },
} as const satisfies Record<string, CarouselLayoutSpec>;

/** How many items show at once (Carousel's layout prop). */
export type CarouselLayout = keyof typeof carouselLayouts;
