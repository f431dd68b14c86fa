import type { Product } from '#shared/api/schemas/product.ts';

/**
 * The pages a reader may look inside: the book's `files` after its cover, in
 * order (the contract's `files` lists a book's pictures; the cover, its
 * `base_image`, is shown already). A file listed twice is shown once.
 */
export function lookInsidePages(product: Pick<Product, 'files' | 'base_image'>): string[] {
  const pages = product.files.map((file) => file.path).filter((path) => path !== product.base_image.path);
  return [...new Set(pages)];
}

/** The page a key turns to, from `current` (0-based) of `count`; null for a key that turns no page. */
export function pageForKey(key: string, current: number, count: number): number | null {
  const last = count - 1;
  const wanted =
    key === 'ArrowRight' || key === 'PageDown'
      ? current + 1
      : key === 'ArrowLeft' || key === 'PageUp'
        ? current - 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  return wanted === null ? null : Math.min(Math.max(wanted, 0), last);
}

/** The page a horizontal swipe of `dx` pixels turns to: a swipe to the left shows the next page. */
export function pageForSwipe(dx: number, dy: number, current: number, count: number): number {
  // A short or mostly vertical move is no swipe (a tap, or the page being scrolled).
  if (Math.abs(dx) < 40 || Math.abs(dx) < Math.abs(dy) * 1.5) return current;
  return Math.min(Math.max(current + (dx < 0 ? 1 : -1), 0), count - 1);
}
