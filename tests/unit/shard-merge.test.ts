import { describe, expect, it } from 'vitest';
import { mergeByScore, mergeSorted, sumCounts, zeroCounts } from '#shared/search/shard-merge.ts';

type Item = { id: string; score?: number; price?: string };
const item = (id: string, fields: Omit<Item, 'id'> = {}): Item => ({ id, ...fields });
const ids = (items: readonly Item[]) => items.map((entry) => entry.id);

describe('results of several shards, unsorted', () => {
  it('come by score, higher first, each shard keeping its own order', () => {
    const a = [item('a1', { score: 9 }), item('a2', { score: 4 }), item('a3', { score: 1 })];
    const b = [item('b1', { score: 7 }), item('b2', { score: 5 })];
    expect(ids(mergeByScore([a, b]))).toEqual(['a1', 'b1', 'b2', 'a2', 'a3']);
  });

  it('a tie goes to the earlier shard, and one shard is left as it is', () => {
    expect(ids(mergeByScore([[item('a', { score: 2 })], [item('b', { score: 2 })]]))).toEqual(['a', 'b']);
    const lone = [item('x', { score: 1 }), item('y', { score: 3 })];
    expect(ids(mergeByScore([lone]))).toEqual(['x', 'y']);
    expect(mergeByScore([[], []])).toEqual([]);
  });
});

describe('results of several shards in a chosen order', () => {
  /** A merge that counts the values it reads: each read is a result's data fetched. */
  function counted(lists: Item[][], direction: 'asc' | 'desc') {
    const read: string[] = [];
    const merge = mergeSorted(
      lists,
      async (entry) => {
        read.push(entry.id);
        return entry.price;
      },
      direction,
    );
    return { merge, read };
  }
  const shards = () => [
    [item('a10', { price: '10' }), item('a30', { price: '30' }), item('a50', { price: '50' })],
    [item('b20', { price: '20' }), item('b25', { price: '25' }), item('b90', { price: '90' })],
    [item('c5', { price: '5' })],
  ];

  it('merge in that order, as numbers', async () => {
    const { merge } = counted(shards(), 'asc');
    expect(merge.total).toBe(7);
    expect(ids(await merge.upTo(7))).toEqual(['c5', 'a10', 'b20', 'b25', 'a30', 'a50', 'b90']);
    const descending = counted(
      shards().map((list) => [...list].reverse()),
      'desc',
    ).merge;
    expect(ids(await descending.upTo(3))).toEqual(['b90', 'a50', 'a30']);
  });

  it('read only as far as a page asks, each value once', async () => {
    const { merge, read } = counted(shards(), 'asc');
    expect(ids(await merge.upTo(2))).toEqual(['c5', 'a10']);
    // The heads of three shards, then the two that followed what was taken.
    expect(read.length).toBeLessThanOrEqual(5);
    expect(ids(await merge.upTo(4))).toEqual(['c5', 'a10', 'b20', 'b25']);
    expect(new Set(read).size).toBe(read.length);
  });

  it('two pages asked at once get the same order', async () => {
    const { merge } = counted(shards(), 'asc');
    const [first, second] = await Promise.all([merge.upTo(3), merge.upTo(6)]);
    expect(ids(first)).toEqual(['c5', 'a10', 'b20']);
    expect(ids(second)).toEqual(['c5', 'a10', 'b20', 'b25', 'a30', 'a50']);
  });

  it('a book without the value goes last, and asking past the end gives what there is', async () => {
    const { merge } = counted([[item('a', { price: '3' }), item('none')], [item('b', { price: '1' })]], 'asc');
    expect(ids(await merge.upTo(10))).toEqual(['b', 'a', 'none']);
  });
});

describe('option counts of several shards', () => {
  it('add up per option, and a stand-in counts zero', () => {
    expect(sumCounts([{ category: { novel: 2, poetry: 1 } }, { category: { novel: 3 }, language: { Bangla: 4 } }])).toEqual({
      category: { novel: 5, poetry: 1 },
      language: { Bangla: 4 },
    });
    expect(zeroCounts({ category: { novel: 2, poetry: 1 } })).toEqual({ category: { novel: 0, poetry: 0 } });
  });
});
