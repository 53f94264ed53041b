/**
 * Writes to the jobs table made by this process (whatever the database): the job index
 * (job-index.ts) rechecks the job-set version at once after one, instead of within a second,
 * and waits for the new index rather than serving the previous one.
 */
let writes = 0;

/** Called by every function that inserts, changes or closes jobs. */
export function jobSetWritten(): void {
  writes++;
}

/** How many writes this process has made. */
export function localJobWrites(): number {
  return writes;
}
