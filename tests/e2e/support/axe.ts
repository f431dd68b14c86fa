import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: what the store promises every shopper. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe over the whole page as it is now and fails listing every rule id with its targets. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations.map(
    (violation) => `${violation.id} (${violation.impact ?? '?'}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  console.log(`[axe] ${label}: ${found.length} violation(s), ${results.passes.length} rules passed`);
  expect(found, `axe violations on ${label}`).toEqual([]);
}

type Ring = { where: string; outline: string; shadow: string; ringColor: string; background: string; contrast: number };

/**
 * The visible focus of the focused element: an outline or a box-shadow on it,
 * or on the nearest ancestor that draws one for :focus-within (the header
 * search box rings the whole form). Answers the ring's colour and its contrast
 * with the first opaque background behind it.
 */
export async function focusRing(page: Page): Promise<Ring | null> {
  return page.evaluate(() => {
    const channels = (color: string): number[] | null => {
      const match = color.match(/rgba?\(([^)]+)\)/);
      if (!match?.[1]) return null;
      const parts = match[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      if (parts.length === 4 && parts[3] === 0) return null;
      return parts.slice(0, 3);
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const backgroundBehind = (element: Element | null): string => {
      for (let node = element; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (channels(color)) return color;
      }
      return 'rgb(255, 255, 255)';
    };
    const focused = document.activeElement;
    for (let node: Element | null = focused; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const hasShadow = style.boxShadow !== 'none';
      if (!hasOutline && !hasShadow) continue;
      const ringColor = hasOutline ? style.outlineColor : (style.boxShadow.match(/rgba?\([^)]+\)/)?.[0] ?? '');
      // An outline drawn outside the box lies on the parent's background; an inset one on the element's.
      const outside = hasOutline ? parseFloat(style.outlineOffset) >= 0 : !style.boxShadow.includes('inset');
      const background = backgroundBehind(outside ? node.parentElement : node);
      const a = luminance(channels(ringColor) ?? [0, 0, 0]);
      const b = luminance(channels(background) ?? [255, 255, 255]);
      const contrast = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      return {
        where: node === focused ? 'itself' : node.tagName.toLowerCase(),
        outline: `${style.outlineStyle} ${style.outlineWidth}`,
        shadow: style.boxShadow,
        ringColor,
        background,
        contrast,
      };
    }
    return null;
  });
}

/** The focused element shows a ring of at least 3:1 against what is behind it (WCAG 1.4.11). */
export async function expectVisibleFocus(page: Page, control: Locator): Promise<void> {
  await expect(control).toBeFocused();
  const ring = await focusRing(page);
  const name = await control.evaluate((element) => element.outerHTML.slice(0, 120));
  expect(ring, `a focus ring on ${name}`).not.toBeNull();
  expect(ring?.contrast ?? 0, `focus ring contrast on ${name}: ${JSON.stringify(ring)}`).toBeGreaterThanOrEqual(3);
}
