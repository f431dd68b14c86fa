import * as v from 'valibot';

/** One message of the Nu HTML Checker's `--format json` report. */
const VnuMessageSchema = v.object({
  type: v.string(),
  subType: v.optional(v.string()),
  url: v.optional(v.string()),
  lastLine: v.optional(v.number()),
  firstColumn: v.optional(v.number()),
  lastColumn: v.optional(v.number()),
  message: v.string(),
});
const VnuReportSchema = v.object({ messages: v.array(VnuMessageSchema) });
export type VnuMessage = v.InferOutput<typeof VnuMessageSchema>;

/** Parses the checker's JSON report; throws with the checker's own words when it is not one. */
export function parseVnuReport(text: string): VnuMessage[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`the Nu HTML Checker did not answer with a JSON report:\n${text.slice(0, 2000)}`);
  }
  return v.parse(VnuReportSchema, json).messages;
}

/**
 * The one known exception. Astro writes `<style>astro-island,astro-slot,
 * astro-static-slot{display:contents}</style>` into the body right before the
 * first island of a page, and the checker wants a style element in the body to
 * be its parent's first child. The element is Astro's, not ours, and harmless;
 * only that exact element at the reported position is let through.
 */
export const ASTRO_ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const STYLE_NOT_FIRST = 'A “style” element in “body” must be the first child of its parent.';

/** True for the Astro island style message; `lineOf` gives a line (1-based) of the checked file. */
export function isAstroIslandStyle(message: VnuMessage, lineOf: (line: number) => string | undefined): boolean {
  if (message.message !== STYLE_NOT_FIRST || message.lastLine === undefined || message.firstColumn === undefined) return false;
  const line = lineOf(message.lastLine);
  return line !== undefined && line.startsWith(ASTRO_ISLAND_STYLE, message.firstColumn - 1);
}
