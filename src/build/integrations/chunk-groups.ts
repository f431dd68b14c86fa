/**
 * How the browser JavaScript is split into chunks (Rolldown's codeSplitting groups).
 *
 * Every page runs the same layout script (BaseLayout's: the language choice, the
 * header search, the toasts, the shop's state and the menus' keys). Everything it
 * imports statically goes into one `base` chunk: every page needs all of it, and one
 * chunk compresses better and costs fewer requests than the dozen small ones that
 * grouping by page set made of it (about 1 KB gzip per page).
 *
 * The rest is grouped by the exact set of pages and islands that use it, so a
 * catalogue page never downloads code that only an island needs.
 */

/** The script every page loads, by the module id Astro gives it. */
const LAYOUT_SCRIPT = /\/BaseLayout\.astro\?astro&type=script/;

type ModuleInfo = { importers: readonly string[] } | null;
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo };

/**
 * A name function for a codeSplitting group: `base` for what the layout script imports.
 * Rolldown asks about every module of the client build, in every build (a live update's
 * too), so each module's importers are looked up at most once: a search that finds no
 * layout script has seen every module above the one asked, and none of them reaches one.
 */
export function layoutChunkName(): (id: string, ctx: ChunkingContext) => string | null {
  const reachable = new Map<string, boolean>();
  const fromLayout = (id: string, ctx: ChunkingContext): boolean => {
    const seen = new Set<string>([id]);
    const pending = [id];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      for (const importer of ctx.getModuleInfo(next)?.importers ?? []) {
        if (reachable.get(importer) === true || LAYOUT_SCRIPT.test(importer)) {
          reachable.set(id, true);
          return true;
        }
        if (reachable.get(importer) === false || seen.has(importer)) continue;
        seen.add(importer);
        pending.push(importer);
      }
    }
    for (const module of seen) reachable.set(module, false);
    return false;
  };
  return (id, ctx) => (!LAYOUT_SCRIPT.test(id) && (reachable.get(id) ?? fromLayout(id, ctx)) ? 'base' : null);
}
