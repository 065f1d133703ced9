/**
 * The waiting room of the subset workers: jobs wait here, on the main thread, until a worker is
 * free (each worker runs one job at a time, so nothing piles up inside it: no queued font bytes,
 * no queued results). A worker takes only jobs it may run (runner.ts: not those on a font another
 * worker holds). Two lanes:
 *
 * - `preview`: requests of one or two items (a font page's sample, the preview box). Always taken
 *   first, so a preview waits for at most the job running now, never behind a burst of batches.
 * - `batch`: larger requests (the font list's 50 previews). Among waiting batch jobs the worker
 *   takes one whose font it has loaded, else the oldest: a burst over many fonts then loads each
 *   font about once instead of once per job.
 *   A job passed over this way still runs before any job queued after the burst, because only
 *   jobs already waiting are candidates.
 */

export type Lane = "preview" | "batch";

/** Requests of at most this many items go through the preview lane. */
export const PREVIEW_MAX_ITEMS = 2;

export function laneFor(items: number): Lane {
  return items <= PREVIEW_MAX_ITEMS ? "preview" : "batch";
}

export interface Queued {
  /** The font (file hash) the job needs loaded. */
  font: string;
}

export class Lanes<T extends Queued> {
  private preview: T[] = [];
  private batch: T[] = [];

  get size(): number {
    return this.preview.length + this.batch.length;
  }

  push(job: T, lane: Lane): void {
    (lane === "preview" ? this.preview : this.batch).push(job);
  }

  /**
   * The next job for a worker that has `loaded` fonts in memory, among the jobs it `may` run (a
   * job on a font it has loaded always may).
   */
  next(loaded: ReadonlySet<string>, may: (job: T) => boolean = () => true): T | undefined {
    const preview = this.preview.findIndex(may);
    if (preview >= 0) return this.preview.splice(preview, 1)[0];
    const warm = loaded.size ? this.batch.findIndex((job) => loaded.has(job.font)) : -1;
    const at = warm >= 0 ? warm : this.batch.findIndex(may);
    return at >= 0 ? this.batch.splice(at, 1)[0] : undefined;
  }

  /** The waiting jobs, previews first, oldest first in each lane (not taken out). */
  *waiting(): IterableIterator<T> {
    yield* this.preview;
    yield* this.batch;
  }

  /** Takes `job` out. */
  remove(job: T): boolean {
    for (const lane of [this.preview, this.batch]) {
      const at = lane.indexOf(job);
      if (at >= 0) {
        lane.splice(at, 1);
        return true;
      }
    }
    return false;
  }

  /** Takes every waiting job out (the runner is closing). */
  drain(): T[] {
    const all = [...this.preview, ...this.batch];
    this.preview = [];
    this.batch = [];
    return all;
  }
}
