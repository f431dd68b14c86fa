/**
 * Where the Pagefind index's shards live. A catalogue past one shard's size
 * is indexed as several independent Pagefind bundles, so that no indexer
 * holds the whole catalogue in memory (decision 0019): shard 0 at /pagefind/,
 * where one whole index has always been, and the others beside it. The
 * count is written once per index, in shards.json.
 */
import * as v from 'valibot';

export const SHARDS_PATH = '/pagefind/shards.json';

export const ShardsSchema = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(64)) });
export type Shards = v.InferOutput<typeof ShardsSchema>;

/** The bundle folder of shard `index`, as a site path with its trailing slash. */
export function shardPath(index: number): string {
  return index === 0 ? '/pagefind/' : `/pagefind/shard-${index}/`;
}
