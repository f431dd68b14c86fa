/**
 * Writes src/ui/carousel-layouts.css from the table in src/ui/carousel-layouts.ts: the two custom properties
 * that Carousel.astro's style sizes the items by, --per-view (items in view) and --strip-width, with the media
 * queries they change at. carousel-layouts.test.ts keeps the CSS file equal to what this writes, so the site's
 * build needs no CSS generator: the file is plain CSS, written once per change of the table.
 */
import { carouselLayouts, PAGE_MAX_WIDTH, stripWidths, type CarouselLayoutSpec, type StripSpan } from '#ui/carousel-layouts.ts';

/** Viewport widths from `from` up to (not including) `to`; `to` is Infinity for no upper end. */
export type ViewportRange = { from: number; to: number };

/** The viewport widths at which a strip made of these spans is at least `width` px wide. */
export function rangesReaching(width: number, spans: readonly StripSpan[]): ViewportRange[] {
  const ranges: ViewportRange[] = [];
  spans.forEach((span, index) => {
    const from = Math.max(span.from, width + span.less);
    const to = spans[index + 1]?.from ?? Infinity;
    // Past PAGE_MAX_WIDTH the strip stops growing: a width it needs more viewport for is never reached.
    if (from >= to || width + span.less > PAGE_MAX_WIDTH) return;
    const last = ranges.at(-1);
    if (last?.to === from) last.to = to;
    else ranges.push({ from, to });
  });
  return ranges;
}

/**
 * The media query list for these ranges. An upper end is written 0.02 px under it, as everywhere in the site's
 * CSS ("under 800 px" is max-width: 799.98px), so a fractional viewport width just under it still counts.
 */
export function mediaQuery(ranges: readonly ViewportRange[]): string {
  return ranges
    .map(({ from, to }) => {
      const parts = [];
      if (from > 0) parts.push(`(min-width: ${from}px)`);
      if (to < Infinity) parts.push(`(max-width: ${to - 0.02}px)`);
      return parts.join(' and ');
    })
    .join(', ');
}

/** One declaration for one selector, inside a media query unless it is ''. */
function rule(selector: string, declaration: string, media = ''): string {
  if (media === '') return `${selector} {\n  ${declaration};\n}\n`;
  return `@media ${media} {\n  ${selector} {\n    ${declaration};\n  }\n}\n`;
}

/** [items, from width] for each step of a layout, narrowest first (integer keys keep their numeric order). */
function steps(spec: CarouselLayoutSpec): [items: number, from: number][] {
  return Object.entries(spec.perView).map(([items, from]) => [Number(items), from]);
}

/** The strip's width for each width prop: the page's on every carousel, the others by their class. */
function stripWidthRules(): string[] {
  return Object.entries(stripWidths).flatMap(([name, spans]) => {
    const selector = name === 'page' ? '.carousel' : `.carousel.width-${name}`;
    return spans.map((span, index) =>
      rule(selector, `--strip-width: ${span.css}`, index === 0 ? '' : mediaQuery([{ from: span.from, to: Infinity }])),
    );
  });
}

/** Steps measured by the strip: the first for every width, each later one from where the strip reaches it. */
function stripPerViewRules(selector: string, spec: CarouselLayoutSpec, spans: readonly StripSpan[]): string[] {
  return steps(spec).flatMap(([items, width], index) => {
    const declaration = `--per-view: ${items}`;
    if (index === 0) return [rule(selector, declaration)];
    const ranges = rangesReaching(width, spans);
    return ranges.length === 0 ? [] : [rule(selector, declaration, mediaQuery(ranges))];
  });
}

/** Steps measured by the viewport, as the specification states them: the widest first, then "under N px". */
function viewportPerViewRules(selector: string, spec: CarouselLayoutSpec): string[] {
  const widestFirst = steps(spec).reverse();
  return widestFirst.map(([items], index) => {
    const above = widestFirst[index - 1];
    return rule(selector, `--per-view: ${items}`, above ? mediaQuery([{ from: 0, to: above[1] }]) : '');
  });
}

function perViewRules(): string[] {
  return Object.entries(carouselLayouts).flatMap(([layout, spec]: [string, CarouselLayoutSpec]) => {
    const selector = `.carousel.layout-${layout}`;
    if (spec.measures === 'viewport') return viewportPerViewRules(selector, spec);
    return [
      ...stripPerViewRules(selector, spec, stripWidths.page),
      ...(spec.widths ?? []).flatMap((width) => stripPerViewRules(`${selector}.width-${width}`, spec, stripWidths[width])),
    ];
  });
}

/** The whole of carousel-layouts.css. */
export function carouselLayoutCss(): string {
  const header = [
    '/*',
    ' * Written from src/ui/carousel-layouts.ts by tests/unit/carousel-layout-css.ts: change the table there, then run',
    ' *   npx vitest run --project unit tests/unit/carousel-layouts.test.ts --update',
    ' */',
  ].join('\n');
  return [header, ...stripWidthRules(), ...perViewRules()].join('\n');
}
