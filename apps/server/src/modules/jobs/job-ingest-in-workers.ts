import type { UntrustedWork } from "../../untrusted-work";
import type { JobInput } from "./feeds/job-record";
import type { NewJobRow } from "./job-ingest";

// The main thread's side of preparing feed jobs (job-ingest.ts is the worker thread's side).

/**
 * Rows of one pool task at most, by count and by description characters (about 35 ms of
 * sanitizing and features per 40,000 characters): each task stays well inside the pool's time
 * limit, and other owners' compute tasks run between a large board's chunks.
 */
const chunkRows = 200;
const chunkChars = 2_000_000;

/**
 * `prepareJobRow` for every job of a feed, run in the worker pool's compute threads (their cost
 * grows with descriptions that come from outside) in chunks sent one after another; the rows
 * come back in the inputs' order. A chunk that fails throws the pool's UntrustedTaskError.
 */
export async function prepareJobRowsInWorkers(
  untrusted: UntrustedWork,
  inputs: JobInput[],
  now: Date,
): Promise<NewJobRow[]> {
  const rows: NewJobRow[] = [];
  let start = 0;
  while (start < inputs.length) {
    let end = start;
    let chars = 0;
    while (end < inputs.length && end - start < chunkRows) {
      const job = inputs[end]!;
      const size = job.description.length + job.descriptionEn.length + job.descriptionAr.length;
      if (end > start && chars + size > chunkChars) break;
      chars += size;
      end++;
    }
    rows.push(...(await untrusted.run("prepareJobRows", { inputs: inputs.slice(start, end), now })));
    start = end;
  }
  return rows;
}
