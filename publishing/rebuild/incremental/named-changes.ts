/**
 * Changes named by the backend: the rebuild webhook's optional body
 * (`{"changes": [{"kind": "product", "action": "updated", "slug": "…"}]}`) and
 * `npm run rebuild -- --changed KIND:SLUG`. The entries have the change feed's
 * shape with `id`, `fields` and `at` optional; a change without `fields` may
 * have changed anything, so it is followed as far as a book can reach.
 *
 * Requests wait in a file beside the releases (`pending-changes.jsonl`), one
 * JSON line each, so that nothing named is lost: a rebuild takes the file
 * whole by renaming it under its own id, and gives it back when it fails (or
 * the next run finds it left behind by a run that died). Requests made while
 * a rebuild runs land in a new file, which the queued follow-up takes.
 */
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';

/** The kinds the change feed uses (backend/db/change-triggers.ts). */
export const CHANGE_KINDS = [
  'product',
  'review',
  'author',
  'category',
  'publisher',
  'post',
  'comment',
  'blog_category',
  'tag',
  'page',
  'menu',
  'home',
  'settings',
] as const;
const ACTIONS = ['created', 'updated', 'deleted'] as const;
/** Kinds whose answers are found by the record's slug (a review's slug is its book's). */
const BY_SLUG = new Set(['product', 'review', 'category', 'publisher']);
/** Most changes one request may name: a larger batch is a sign to revalidate instead. */
export const MAX_NAMED = 1000;

const slug = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(300, 'is too long'),
  v.regex(/^[^\s/?#]+$/, 'must be a single path segment'),
);

export const NamedChangeSchema = v.pipe(
  v.strictObject({
    kind: v.picklist(CHANGE_KINDS, `must be one of ${CHANGE_KINDS.join(', ')}`),
    action: v.picklist(ACTIONS, `must be one of ${ACTIONS.join(', ')}`),
    slug: v.optional(v.nullable(slug)),
    id: v.optional(v.nullable(v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be positive')))),
    fields: v.optional(v.array(v.pipe(v.string(), v.maxLength(100)))),
    at: v.optional(v.string()),
    seq: v.optional(v.number()),
  }),
  v.check((change) => !BY_SLUG.has(change.kind) || (change.slug ?? null) !== null, 'needs a slug'),
  v.check((change) => change.kind !== 'author' || (change.slug ?? null) !== null || (change.id ?? null) !== null, 'needs an id or a slug'),
);
export type NamedChange = v.InferOutput<typeof NamedChangeSchema>;

/** What a live update needs of a change, named or read from the feed; no `fields`: anything may have changed. */
export type ChangeHint = { kind: string; action: string; id?: number | null; slug?: string | null; fields?: readonly string[] };

/** The webhook's body. `cursor` is what a backend with a change feed sends (the local API does): no names, read the feed. */
const WebhookBodySchema = v.strictObject({
  changes: v.optional(
    v.pipe(
      v.array(NamedChangeSchema),
      v.maxLength(MAX_NAMED, `names at most ${MAX_NAMED} changes; for more, send no body (every answer is revalidated)`),
    ),
  ),
  cursor: v.optional(v.string()),
});

/** A webhook body read once: the changes it names (null: none), or what is wrong with it by field path, for a 422. */
export type WebhookBody = { changes: NamedChange[] | null } | { errors: Record<string, string[]> };

export function readWebhookBody(body: unknown): WebhookBody {
  // valibot takes an array for an object with no keys.
  if (Array.isArray(body)) return { errors: { '(body)': ['must be a JSON object, e.g. {"changes": [...]}'] } };
  const parsed = v.safeParse(WebhookBodySchema, body);
  if (parsed.success) return { changes: parsed.output.changes && parsed.output.changes.length > 0 ? parsed.output.changes : null };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.issues) {
    const path = v.getDotPath(issue) ?? '(body)';
    (errors[path] ??= []).push(issue.message);
  }
  return { errors };
}

/** `KIND:SLUG` (an author may be named by its id: `author:12`). */
export function parseChangedFlag(flag: string): NamedChange {
  const match = /^([a-z_]+):(.+)$/.exec(flag.trim());
  if (!match) throw new Error(`--changed ${flag}: write it as KIND:SLUG (kinds: ${CHANGE_KINDS.join(', ')})`);
  const [, kind = '', name = ''] = match;
  const candidate =
    kind === 'author' && /^\d+$/.test(name) ? { kind, action: 'updated', id: Number(name) } : { kind, action: 'updated', slug: name };
  const parsed = v.safeParse(NamedChangeSchema, candidate);
  if (!parsed.success)
    throw new Error(`--changed ${flag}: ${parsed.issues.map((issue) => `${v.getDotPath(issue) ?? kind}: ${issue.message}`).join('; ')}`);
  return parsed.output;
}

/** A request that named nothing: read the feed, or without one, revalidate every answer. */
export type Pending = { all: boolean; changes: NamedChange[] };

const PENDING = 'pending-changes.jsonl';
const TAKEN = /^(\d{8}T\d{6}Z-[0-9a-f]{6})\.changes\.jsonl$/;
const PendingLineSchema = v.union([v.strictObject({ all: v.literal(true) }), v.strictObject({ changes: v.array(NamedChangeSchema) })]);

/** Records a request for the next rebuild (null: nothing named). One append of one line: safe beside a running rebuild. */
export function addPending(releasesDir: string, changes: readonly NamedChange[] | null): void {
  // Before the first rebuild the folder may not exist yet.
  mkdirSync(releasesDir, { recursive: true });
  const line = changes === null || changes.length === 0 ? { all: true } : { changes };
  appendFileSync(join(releasesDir, PENDING), `${JSON.stringify(line)}\n`);
}

function readLines(path: string, into: Pending): void {
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    let parsed: v.SafeParseResult<typeof PendingLineSchema>;
    try {
      parsed = v.safeParse(PendingLineSchema, JSON.parse(line));
    } catch {
      // A torn or foreign line names nothing we can trust: revalidate everything instead of losing it.
      into.all = true;
      continue;
    }
    if (!parsed.success) into.all = true;
    else if ('all' in parsed.output) into.all = true;
    else into.changes.push(...parsed.output.changes);
  }
}

/**
 * Takes every waiting request for run `id` (under the rebuild lock): the
 * pending file and any left by runs that died. `giveBack` returns them for the
 * next run (this one failed); `done` drops them (this one published them).
 */
export function takePending(releasesDir: string, id: string): Pending & { giveBack: () => void; done: () => void } {
  const mine = join(releasesDir, `${id}.changes.jsonl`);
  const taken: Pending = { all: false, changes: [] };
  const files: string[] = [];
  for (const name of readdirSync(releasesDir)) {
    if (TAKEN.test(name) && name !== `${id}.changes.jsonl`) files.push(join(releasesDir, name));
  }
  if (existsSync(join(releasesDir, PENDING))) {
    renameSync(join(releasesDir, PENDING), mine);
    files.push(mine);
  }
  for (const file of files) readLines(file, taken);
  const drop = () => {
    for (const file of files) rmSync(file, { force: true });
  };
  return {
    ...taken,
    giveBack: () => {
      if (taken.all || taken.changes.length > 0) addPendingLines(releasesDir, taken);
      drop();
    },
    done: drop,
  };
}

function addPendingLines(releasesDir: string, pending: Pending): void {
  if (pending.all) addPending(releasesDir, null);
  if (pending.changes.length > 0) addPending(releasesDir, pending.changes);
}
