/**
 * Progressive enhancement for <Carousel>: the strip already scrolls and snaps
 * with CSS alone; this shows the previous/next buttons and, for carousels with
 * data-autoplay, moves on by itself. Autoplay pauses while the pointer is over
 * the carousel, while focus is inside it, while it is offscreen or the tab is
 * hidden, when its pause button is pressed, and never runs with
 * prefers-reduced-motion.
 */
import { localeOfPath } from '#shared/i18n/locale.ts';
import { content } from '#shared/i18n/messages/content.ts';

const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
const texts = content[localeOfPath(location.pathname)];
const PAUSE_LABEL = texts.pauseAutoplay;
const PLAY_LABEL = texts.playAutoplay;
const PAUSE_ICON = '<path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor"/>';
const PLAY_ICON = '<path d="M4 2.5v11l9-5.5z" fill="currentColor"/>';

type Strip = { measure: () => { scrollable: boolean; start: boolean; end: boolean }; apply: (state: ReturnType<Strip['measure']>) => void };
const strips = new Map<Element, Strip>();
/**
 * One observer for every strip, which measures them all before it changes any: measuring and changing
 * strip by strip made the browser lay the page out again for each of the home page's 23 carousels.
 */
const resized = new ResizeObserver((entries) => lookAgain(entries.map((entry) => entry.target)));

/**
 * Measures the strips, then changes them. A strip the page skips laying out
 * while it is far off screen (content-visibility: auto, the home page's far
 * blocks) is left for when it comes near: measuring it would lay it out.
 */
function lookAgain(tracks: Iterable<Element>): void {
  const states = [...tracks].flatMap((track) => {
    const strip = strips.get(track);
    return strip && track.checkVisibility({ contentVisibilityAuto: true }) ? [{ strip, state: strip.measure() }] : [];
  });
  for (const { strip, state } of states) strip.apply(state);
}

document.addEventListener(
  'contentvisibilityautostatechange',
  (event) => {
    if ('skipped' in event && event.skipped === false && event.target instanceof Element)
      lookAgain(event.target.querySelectorAll('[data-carousel-track]'));
  },
  // The event does not bubble: heard on its way down.
  { capture: true },
);

function enhance(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  const controls = root.querySelector<HTMLElement>('[data-carousel-controls]');
  const prev = root.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  if (!track || !controls || !prev || !next) return;

  const loop = root.hasAttribute('data-loop');
  const behavior = (): ScrollBehavior => (reducedMotion.matches ? 'auto' : 'smooth');
  const atStart = () => track.scrollLeft <= 1;
  const atEnd = () => track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;

  const update = () => apply(measure());
  const measure = () => ({ scrollable: track.scrollWidth > track.clientWidth + 1, start: atStart(), end: atEnd() });
  const apply = ({ scrollable, start, end }: ReturnType<typeof measure>) => {
    controls.toggleAttribute('data-shown', scrollable);
    prev.setAttribute('aria-disabled', String(!loop && start));
    next.setAttribute('aria-disabled', String(!loop && end));
  };
  const step = (direction: 1 | -1) => {
    if (loop && direction === 1 && atEnd()) track.scrollTo({ left: 0, behavior: behavior() });
    else if (loop && direction === -1 && atStart()) track.scrollTo({ left: track.scrollWidth, behavior: behavior() });
    else track.scrollBy({ left: direction * track.clientWidth, behavior: behavior() });
  };

  prev.addEventListener('click', () => step(-1));
  next.addEventListener('click', () => step(1));
  let frame = 0;
  track.addEventListener(
    'scroll',
    () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
  // The first look comes with the shared observer's first report, after layout, with every other strip's.
  strips.set(track, { measure, apply });
  resized.observe(track);
  // Only marks it done (no style reads it: a change of style here would lay every strip out again).
  root.setAttribute('data-enhanced', '');

  const interval = Number(root.dataset.autoplay);
  if (interval > 0) autoplay(root, interval, () => step(1));
}

function autoplay(root: HTMLElement, interval: number, advance: () => void): void {
  const pause = root.querySelector<HTMLButtonElement>('[data-carousel-pause]');
  let timer = 0;
  let hovered = false;
  let focused = false;
  let onscreen = false;
  let stopped = false;

  const sync = () => {
    const run = !reducedMotion.matches && !stopped && !hovered && !focused && onscreen && !document.hidden;
    if (run && !timer) timer = window.setInterval(advance, interval);
    else if (!run && timer) {
      window.clearInterval(timer);
      timer = 0;
    }
    if (pause) pause.hidden = reducedMotion.matches;
  };

  root.addEventListener('pointerenter', () => {
    hovered = true;
    sync();
  });
  root.addEventListener('pointerleave', () => {
    hovered = false;
    sync();
  });
  root.addEventListener('focusin', () => {
    focused = true;
    sync();
  });
  root.addEventListener('focusout', (event) => {
    focused = event.relatedTarget instanceof Node && root.contains(event.relatedTarget);
    sync();
  });
  pause?.addEventListener('click', () => {
    stopped = !stopped;
    pause.setAttribute('aria-label', stopped ? PLAY_LABEL : PAUSE_LABEL);
    const icon = pause.querySelector('svg');
    if (icon) icon.innerHTML = stopped ? PLAY_ICON : PAUSE_ICON;
    sync();
  });
  new IntersectionObserver((entries) => {
    onscreen = entries.some((entry) => entry.isIntersecting);
    sync();
  }).observe(root);
  document.addEventListener('visibilitychange', sync);
  reducedMotion.addEventListener('change', sync);
  sync();
}

/** Looks at a strip again after its items changed (filled in the browser), which its size may not show. */
export function refreshCarousel(root: Element): void {
  lookAgain(root.querySelectorAll('[data-carousel-track]'));
}

/** Enhances every carousel on the page once. */
export function enhanceCarousels(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-carousel]:not([data-enhanced])')) enhance(root);
}
