/**
 * The element a piece of markup promises (a component's own part): found, or an error that names
 * the script and the part, since a missing one is a mistake in the markup, not a state to show.
 */
export function mustFind<T extends Element>(root: ParentNode, selector: string, where: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`${where}: no ${selector}`);
  return found;
}
