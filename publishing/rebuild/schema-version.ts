/**
 * A short hash of the storefront's response schemas. The API cache lives in a
 * folder of that name: an answer is trusted without re-validation only by the
 * schemas that validated it, so a schema change starts a fresh cache.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const CACHE_FORMAT = '1';

export function schemaVersion(projectDir: string): string {
  const dir = join(projectDir, 'src/shared/api/schemas');
  const hash = createHash('sha256').update(CACHE_FORMAT);
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return `schemas-${hash.digest('hex').slice(0, 12)}`;
}
