import { createHash } from 'node:crypto';
import { manifestOf } from '../../publishing/rebuild/manifest.ts';

/** One hash for a whole tree: a published site compared before and after. */
export function treeHash(root: string): string {
  const hash = createHash('sha256');
  for (const [file, digest] of Object.entries(manifestOf(root))) hash.update(`${file}\0${digest}\n`);
  return hash.digest('hex');
}
