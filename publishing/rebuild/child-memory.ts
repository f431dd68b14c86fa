/**
 * The peak resident memory of this process's children still running (Linux:
 * /proc's VmHWM), for the ones a library starts by itself: Pagefind's indexer
 * is a binary the `pagefind` package spawns, so neither getrusage of this
 * process nor the build child's own report counts it. Read just before such a
 * child is closed; elsewhere (no /proc) it answers null.
 */
import { readFileSync, readdirSync } from 'node:fs';

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function childrenOf(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tasks.flatMap((task) => (read(`/proc/${pid}/task/${task}/children`) ?? '').split(/\s+/).filter(Boolean).map(Number));
}

/** The largest peak (kB) among the descendants of `pid`, or null when /proc cannot say. */
export function childrenPeakKb(pid = process.pid): number | null {
  if (read(`/proc/${pid}/status`) === null) return null;
  let peak = 0;
  const pending = childrenOf(pid);
  for (let child = pending.pop(); child !== undefined; child = pending.pop()) {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(read(`/proc/${child}/status`) ?? '');
    if (hwm) peak = Math.max(peak, Number(hwm[1]));
    pending.push(...childrenOf(child));
  }
  return peak;
}
