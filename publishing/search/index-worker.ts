/**
 * A whole search index built on a thread of its own at the lowest priority
 * (nice 19), so that a live update's pages, rendered and published on the
 * main thread and in the build child, keep the processor. On Linux a
 * thread's niceness is its own, and the Pagefind indexer this thread spawns
 * inherits it; the main thread's priority is never touched (lowered, it
 * could not be raised back without privileges).
 */
import { setPriority } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { indexRecords, type MainIndex } from './index-site.ts';

/** The niceness the index is built at (19 is the lowest priority). */
const INDEX_NICENESS = 19;

type Request = { folder: string; records: unknown };
type Reply = { ok: true; index: MainIndex } | { ok: false; error: string };

/** Builds the whole index of `records` into `folder` on a low-priority thread. */
export function indexRecordsNiced(folder: string, records: unknown): Promise<MainIndex> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { folder, records } satisfies Request });
    worker.once('message', (reply: Reply) => (reply.ok ? resolve(reply.index) : reject(new Error(reply.error))));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`search index: its thread ended (${code}) without an answer`)));
  });
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const { folder, records } = workerData as Request;
  try {
    setPriority(INDEX_NICENESS);
  } catch {
    // Not permitted: the index is built at the priority the thread has.
  }
  indexRecords(folder, records).then(
    (index) => port.postMessage({ ok: true, index } satisfies Reply),
    (error: unknown) => port.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) } satisfies Reply),
  );
}
