import type { IncomingHttpHeaders } from "node:http";
import type { Language, Plan } from "@sira/schema";

export type PaymentProviderName = "sandbox" | "stripe";

/** A checkout to open for one `payments` row. */
export interface CheckoutRequest {
  paymentId: string;
  plan: Plan;
  /** In the currency's minor units (cents, halalas, fils). */
  amountCents: number;
  /** ISO 4217, lower case as providers write it: "usd", "sar", "kwd"… */
  currency: string;
  customerEmail: string;
  language: Language;
}

/** Where the browser goes to pay, and the provider's id for that checkout. */
export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** A verified webhook, in provider-neutral terms. */
export interface PaymentEvent {
  eventId: string;
  kind: "completed" | "declined";
  sessionId: string;
  amountCents: number;
  currency: string;
  /** Money actually moved (a completed Stripe session can still be awaiting payment). */
  paid: boolean;
}

/** A webhook whose signature or timestamp does not verify. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/**
 * One payment provider (chosen by PAYMENT_PROVIDER). Points are credited only from an event that
 * `verifyWebhook` accepted, never from the browser's return URL.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Open a hosted checkout for the plan. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verify a webhook's signature over its raw body and read it. Throws WebhookSignatureError when
   * it does not verify; answers null for a genuine event that fulfils nothing.
   */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent | null;
}
