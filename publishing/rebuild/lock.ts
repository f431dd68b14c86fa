/** One rebuild at a time per releases folder (by hand and by webhook alike); a lock left by a dead process is taken over. */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function acquireLock(dir: string): () => void {
  const path = join(dir, '.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch {
      const holder = Number(readFileSync(path, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) throw new Error(`another rebuild (pid ${holder}) is running`);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`could not take the rebuild lock ${path}`);
}
