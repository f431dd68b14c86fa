import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';

/**
 * The seed's long texts, kept as Markdown files beside their metadata: `data/<kind>.json` lists
 * the entries in order (each with its `slug`), and `data/<kind>/<slug>.md` holds each one's text,
 * read exactly as written. Every listed entry must have its file and every file its entry, so a
 * text is never silently left out.
 */

const DATA = join(import.meta.dirname, 'data');
/** A slug as the seed's addresses use it. */
export const SLUG = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** The entries of `data/<kind>.json`, checked with `entry`, in order, each with its Markdown. */
export function readProse<T extends { slug: string }>(kind: string, entry: v.GenericSchema<unknown, T>): (T & { markdown: string })[] {
  const index = v.parse(v.array(entry), JSON.parse(readFileSync(join(DATA, `${kind}.json`), 'utf8')));
  const slugs = index.map((item) => item.slug);
  if (new Set(slugs).size !== slugs.length) throw new Error(`seed data: ${kind}.json lists a slug twice`);
  const unlisted = readdirSync(join(DATA, kind)).filter((file) => !slugs.includes(file.replace(/\.md$/, '')));
  if (unlisted.length > 0) throw new Error(`seed data: ${kind}/${unlisted.join(', ')} not listed in ${kind}.json`);
  return index.map((item) => ({ ...item, markdown: readFileSync(join(DATA, kind, `${item.slug}.md`), 'utf8') }));
}
