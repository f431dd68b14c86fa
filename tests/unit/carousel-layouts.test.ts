import { describe, expect, it } from 'vitest';
import { carouselLayouts, PAGE_MAX_WIDTH, stripWidths, type StripSpan } from '#ui/carousel-layouts.ts';
import { carouselLayoutCss, mediaQuery, rangesReaching } from './carousel-layout-css.ts';

/** The px a span's CSS takes off the viewport, with 1rem = 16 px (--space is 1rem). */
function cssLess(span: StripSpan): number {
  const space = span.css.includes('- 2 * var(--space)') ? 2 * 16 : 0;
  const rems = [...span.css.matchAll(/- (\d+(?:\.\d+)?)rem/g)].reduce((sum, match) => sum + Number(match[1]) * 16, 0);
  return space + rems;
}

describe('rangesReaching: where a strip is at least so wide', () => {
  it('a page-wide strip is 32 px narrower than the viewport', () => {
    expect(rangesReaching(300, stripWidths.page)).toEqual([{ from: 332, to: Infinity }]);
    expect(rangesReaching(1080, stripWidths.page)).toEqual([{ from: 1112, to: Infinity }]);
  });

  it('never reaches a width the page stops short of', () => {
    expect(rangesReaching(PAGE_MAX_WIDTH - 32, stripWidths.page)).toEqual([{ from: PAGE_MAX_WIDTH, to: Infinity }]);
    expect(rangesReaching(PAGE_MAX_WIDTH - 31, stripWidths.page)).toEqual([]);
  });

  it('the author promo’s strip narrows at 800 px, so a width can be reached, lost and reached again', () => {
    expect(rangesReaching(600, stripWidths.promo)).toEqual([
      { from: 672, to: 800 },
      { from: 944, to: Infinity },
    ]);
    expect(rangesReaching(840, stripWidths.promo)).toEqual([{ from: 1184, to: Infinity }]);
    expect(rangesReaching(1080, stripWidths.promo)).toEqual([]);
  });

  it('joins the ranges of two spans that meet', () => {
    expect(rangesReaching(300, stripWidths.promo)).toEqual([{ from: 372, to: Infinity }]);
  });
});

describe('mediaQuery', () => {
  it('writes an upper end 0.02 px under it, and a list for several ranges', () => {
    expect(mediaQuery([{ from: 332, to: Infinity }])).toBe('(min-width: 332px)');
    expect(mediaQuery([{ from: 0, to: 480 }])).toBe('(max-width: 479.98px)');
    expect(
      mediaQuery([
        { from: 672, to: 800 },
        { from: 944, to: Infinity },
      ]),
    ).toBe('(min-width: 672px) and (max-width: 799.98px), (min-width: 944px)');
  });
});

describe('the layout table', () => {
  it('starts every layout from 0 and shows more items only as the width grows', () => {
    for (const [layout, { perView }] of Object.entries(carouselLayouts)) {
      const steps = Object.entries(perView).map(([items, from]) => [Number(items), from] as const);
      expect(steps[0]?.[1], layout).toBe(0);
      for (const [index, [, from]] of steps.entries()) if (index > 0) expect(from, layout).toBeGreaterThan(steps[index - 1]?.[1] ?? 0);
    }
  });

  it('gives each strip width the same px as its CSS', () => {
    for (const spans of Object.values(stripWidths)) for (const span of spans) expect(span.less, span.css).toBe(cssLess(span));
  });
});

describe('carousel-layouts.css', () => {
  it('is what the table writes (run with --update after changing the table)', async () => {
    await expect(carouselLayoutCss()).toMatchFileSnapshot('../../src/ui/carousel-layouts.css');
  });
});
