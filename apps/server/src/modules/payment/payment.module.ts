import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../../app-deps";
import { registerPaymentRoutes } from "./payment.routes";

/** Buying points and premium through the payment provider (deps.paymentProvider, else PAYMENT_PROVIDER). */
export async function registerPayment(app: FastifyInstance, deps: RunningDeps): Promise<void> {
  await registerPaymentRoutes(app, deps);
}
