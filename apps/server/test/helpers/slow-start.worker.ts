/**
 * A worker whose modules take 1.5 s to load, as the real worker's do on
 * a busy machine: the pool's test of thread start-up (`src/workers/untrusted-pool.test.ts`).
 */

const until = Date.now() + 1500;
while (Date.now() < until);

/** Answers its input at once. */
export async function echo(input: string) {
  return input;
}
