/**
 * The backend's change feed (`GET /changes?since=`), an optional extension of
 * the API contract (backend/README.md). A backend without it answers
 * 404 and every rebuild is a full one over conditional requests.
 */
import * as v from 'valibot';

const TIMEOUT_MS = 15_000;
/** Pages of the feed read in one rebuild at the most; a longer backlog is a full rebuild. */
const MAX_PAGES = 50;

const ChangeSchema = v.object({
  seq: v.number(),
  kind: v.string(),
  action: v.string(),
  id: v.nullable(v.number()),
  slug: v.nullable(v.string()),
  fields: v.array(v.string()),
  at: v.string(),
});
export type Change = v.InferOutput<typeof ChangeSchema>;

const FeedPageSchema = v.object({
  cursor: v.string(),
  reset: v.boolean(),
  more: v.boolean(),
  changes: v.array(ChangeSchema),
});

/** `unavailable`: no feed (404); `reset`: the cursor is older than the feed keeps, or from another database. */
export type FeedRead =
  { kind: 'changes'; cursor: string; changes: Change[] } | { kind: 'reset'; cursor: string } | { kind: 'unavailable'; why: string };

async function page(shopApiUrl: string, since: string | null): Promise<v.InferOutput<typeof FeedPageSchema> | { unavailable: string }> {
  const url = new URL(`${shopApiUrl.replace(/\/+$/, '')}/changes`);
  if (since !== null) url.searchParams.set('since', since);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    return { unavailable: `GET /changes did not answer (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { unavailable: `GET /changes answered HTTP ${response.status}` };
  }
  const parsed = v.safeParse(FeedPageSchema, await response.json().catch(() => null));
  if (!parsed.success)
    return {
      unavailable: `GET /changes: invalid answer — ${parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ')}`,
    };
  return parsed.output;
}

/** The feed's current cursor (a full rebuild records it before it reads anything), or null without a feed. */
export async function currentCursor(shopApiUrl: string): Promise<string | null> {
  const answer = await page(shopApiUrl, null);
  return 'unavailable' in answer ? null : answer.cursor;
}

/** Every change after `since`, following `more` page by page. */
export async function readFeed(shopApiUrl: string, since: string): Promise<FeedRead> {
  const changes: Change[] = [];
  let cursor = since;
  for (let i = 0; i < MAX_PAGES; i += 1) {
    const answer = await page(shopApiUrl, cursor);
    if ('unavailable' in answer) return { kind: 'unavailable', why: answer.unavailable };
    if (answer.reset) return { kind: 'reset', cursor: answer.cursor };
    changes.push(...answer.changes);
    cursor = answer.cursor;
    if (!answer.more) return { kind: 'changes', cursor, changes };
  }
  return { kind: 'reset', cursor };
}
