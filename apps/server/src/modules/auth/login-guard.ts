import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error";
import { clientAddressKey } from "../../http/client-address";
import type { AttemptCounter } from "./attempt-counter";

/** A maximum count in a window. */
interface Limit {
  max: number;
  windowMs: number;
}

/** How many tries the guard allows. */
export interface LoginLimits {
  /** Tries of one account from one address (the address is refused after these). */
  perAccountAndAddress: Limit;
  /** Failures of one account from all addresses after which it counts as under attack. */
  failuresPerAccount: Limit;
}

/** The account a login request names (its user id, else the identifier), or null. */
export type LoginAccountOf = (request: FastifyRequest) => Promise<string | null>;

/**
 * Password sign-in limits per account that never lock the owner out (issue 34).
 *
 * - **Account and address.** Each address gets `perAccountAndAddress.max` tries at an account per
 *   window, counted before the password is checked, so a burst of parallel guesses cannot run
 *   ahead of the count; a right password clears its address's count.
 * - **Account under attack.** Once the account has `failuresPerAccount.max` wrong passwords in a
 *   window from all addresses together, an address that has already tried it in this window is
 *   refused, but an address with no tries still gets its first one: a guesser spreading over
 *   many addresses gets one guess per address and window, and the owner, from an address they
 *   have not failed from, signs in with the right password. (A per-account limit on all tries
 *   would let anyone lock the owner out by guessing 20 times a minute.)
 *
 * Refusals answer 429 RateLimited with Retry-After.
 */
export function createLoginGuard(counter: AttemptCounter, limits: LoginLimits, accountOf: LoginAccountOf) {
  const keysOf = async (request: FastifyRequest) => {
    const account = await accountOf(request);
    if (!account) return null;
    return { pair: `login:${account}@${clientAddressKey(request.ip)}`, account: `login-failures:${account}` };
  };
  return {
    /** preHandler: count this try and refuse it when the address is over its limit for the account. */
    async admit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const keys = await keysOf(request);
      if (!keys) return;
      const [pair, failures] = await Promise.all([
        counter.add(keys.pair, limits.perAccountAndAddress.windowMs),
        counter.get(keys.account),
      ]);
      const overPair = pair.count > limits.perAccountAndAddress.max;
      const underAttack = failures.count >= limits.failuresPerAccount.max && pair.count > 1;
      if (!overPair && !underAttack) return;
      const waitMs = overPair ? pair.ttlMs : Math.min(pair.ttlMs, failures.ttlMs);
      reply.header("retry-after", Math.max(1, Math.ceil(waitMs / 1000)));
      throw new AppError("RateLimited");
    },

    /**
     * Run the password check: a wrong password (InvalidCredentials) counts against the account, a
     * right one clears this address's tries. Answers or throws what `signIn` does.
     */
    async judge<T>(request: FastifyRequest, signIn: () => Promise<T>): Promise<T> {
      const keys = await keysOf(request);
      return signIn().then(
        async (result) => {
          if (keys) await counter.clear(keys.pair);
          return result;
        },
        async (error: unknown) => {
          if (keys && error instanceof AppError && error.code === "InvalidCredentials")
            await counter.add(keys.account, limits.failuresPerAccount.windowMs);
          throw error;
        },
      );
    },
  };
}
