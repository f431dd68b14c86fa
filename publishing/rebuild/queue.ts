/**
 * The webhook's run queue: one rebuild at a time; a trigger during a run queues
 * exactly one follow-up (it will see every change made so far), and further
 * triggers coalesce into that one.
 */
export type RunOutcome = { result: 'published' | 'failed'; report: unknown };
export type Runner = () => Promise<RunOutcome>;

export type Run = {
  id: number;
  requestedAt: string;
  startedAt: string;
  finishedAt: string | null;
  result: 'running' | 'published' | 'failed' | 'error';
  report: unknown;
};

export type TriggerAnswer = 'started' | 'queued' | 'coalesced';

export class RebuildQueue {
  private readonly runner: Runner;
  private readonly keep: number;
  private nextId = 1;
  private current: Run | null = null;
  private queuedAt: string | null = null;
  private readonly finished: Run[] = [];
  private idleWaiters: (() => void)[] = [];

  constructor(runner: Runner, keep = 10) {
    this.runner = runner;
    this.keep = keep;
  }

  trigger(): TriggerAnswer {
    const now = new Date().toISOString();
    if (!this.current) {
      this.start(now);
      return 'started';
    }
    if (this.queuedAt === null) {
      this.queuedAt = now;
      return 'queued';
    }
    return 'coalesced';
  }

  status(): { current: Run | null; queued: { requestedAt: string } | null; last: Run[] } {
    return { current: this.current, queued: this.queuedAt ? { requestedAt: this.queuedAt } : null, last: [...this.finished] };
  }

  /** Resolves once nothing runs and nothing is queued (tests, and a clean shutdown). */
  idle(): Promise<void> {
    if (!this.current) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private start(requestedAt: string): void {
    const run: Run = {
      id: this.nextId++,
      requestedAt,
      startedAt: new Date().toISOString(),
      finishedAt: null,
      result: 'running',
      report: null,
    };
    this.current = run;
    void this.runner()
      .then((outcome) => {
        run.result = outcome.result;
        run.report = outcome.report;
      })
      .catch((error: unknown) => {
        run.result = 'error';
        run.report = { message: error instanceof Error ? error.message : String(error) };
      })
      .finally(() => {
        run.finishedAt = new Date().toISOString();
        this.finished.unshift(run);
        this.finished.length = Math.min(this.finished.length, this.keep);
        this.current = null;
        if (this.queuedAt !== null) {
          const queued = this.queuedAt;
          this.queuedAt = null;
          this.start(queued);
        } else {
          for (const resolve of this.idleWaiters.splice(0)) resolve();
        }
      });
  }
}
