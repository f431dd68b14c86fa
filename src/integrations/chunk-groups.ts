/**
 * How the browser JavaScript is split into chunks (Rolldown's codeSplitting groups).
 *
 * Every page runs the same three layout scripts (the header's cart, wishlist and
 * account state, the header search and the toasts). Everything those scripts
 * import statically goes into one `base` chunk: every page needs all of it, and one
 * chunk compresses better and costs fewer requests than the dozen small ones that
 * grouping by page set made of it (about 1 KB gzip per page).
 *
 * The rest is grouped by the exact set of pages and islands that use it, so a
 * catalogue page never downloads code that only an island needs.
 */

/** The scripts every page loads, by the module ids Astro gives them. */
const LAYOUT_SCRIPT = /\/(?:BaseLayout|HeaderSearch|ToastRegion)\.astro\?astro&type=script/;

type ModuleInfo = { importers: readonly string[] } | null;
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo };

/** A name function for a codeSplitting group: `base` for what the layout scripts import. */
export function layoutChunkName(): (id: string, ctx: ChunkingContext) => string | null {
  const reachable = new Map<string, boolean>();
  const fromLayout = (id: string, ctx: ChunkingContext, path: Set<string>): boolean => {
    const known = reachable.get(id);
    if (known !== undefined) return known;
    if (LAYOUT_SCRIPT.test(id)) return true;
    if (path.has(id)) return false; // an import cycle: decided by the other importers
    path.add(id);
    const importers = ctx.getModuleInfo(id)?.importers ?? [];
    const result = importers.some((importer) => fromLayout(importer, ctx, path));
    path.delete(id);
    // A "no" reached while a cycle was cut short may be premature; a "yes" never is.
    if (result || path.size === 0) reachable.set(id, result);
    return result;
  };
  return (id, ctx) => (!LAYOUT_SCRIPT.test(id) && fromLayout(id, ctx, new Set()) ? 'base' : null);
}
