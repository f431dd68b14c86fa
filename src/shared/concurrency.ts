/**
 * Runs `work` over `items` with at most `limit` at a time and keeps nothing:
 * for calls made for their side effects (filling a cache), whose answers
 * would otherwise all be held at once (100,000 book details are 3 GB).
 */
export async function eachLimit<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next;
      next += 1;
      await work(items[index] as T, index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the input order in the result. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  await eachLimit(items, limit, async (item, index) => {
    results[index] = await work(item, index);
  });
  return results;
}
