import type { Config } from "../../config";
import type { PaymentProvider } from "./payment-provider";
import { createSandboxProvider } from "./sandbox-provider";
import { createStripeProvider } from "./stripe-provider";

/** Why checkout is off: production without an explicit PAYMENT_PROVIDER. */
export const paymentOffReason =
  "PAYMENT_PROVIDER is unset: checkout is off in production (set PAYMENT_PROVIDER=stripe, or PAYMENT_PROVIDER=sandbox for a demo whose purchases are free)";

/**
 * The provider PAYMENT_PROVIDER names, or null when it is unset in production (the sandbox
 * credits points without payment, so it must be asked for there); unset elsewhere is the sandbox. Stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET;
 * the sandbox signs with SECRET_KEY (generated into DATA_DIR when unset).
 */
export function createPaymentProvider(config: Config): PaymentProvider | null {
  if (!config.PAYMENT_PROVIDER && config.NODE_ENV === "production") return null;
  if (config.PAYMENT_PROVIDER === "stripe") {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
      throw new Error("PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      publicUrl: config.PUBLIC_URL,
    });
  }
  if (!config.SECRET_KEY) throw new Error("the sandbox payment provider needs SECRET_KEY");
  return createSandboxProvider({ secretKey: config.SECRET_KEY });
}
