import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../../app-deps";
import { registerWalletRoutes } from "./wallet.routes";

/** The user's points and premium membership, and the operator's grants. */
export function registerWallet(app: FastifyInstance, deps: RunningDeps): void {
  registerWalletRoutes(app, deps);
}
