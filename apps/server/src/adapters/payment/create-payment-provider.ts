import type { Config } from "../../config";
import type { PaymentProvider } from "./payment-provider";
import { createSandboxProvider } from "./sandbox-provider";
import { createStripeProvider } from "./stripe-provider";

/**
 * The provider PAYMENT_PROVIDER names. Stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET;
 * the sandbox signs with SECRET_KEY (generated into DATA_DIR when unset).
 */
export function createPaymentProvider(config: Config): PaymentProvider {
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
