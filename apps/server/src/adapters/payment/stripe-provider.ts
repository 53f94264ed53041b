import type { IncomingHttpHeaders } from "node:http";
import Stripe from "stripe";
import {
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
  WebhookSignatureError,
} from "./payment-provider";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where Checkout sends the browser back: `${publicUrl}/dashboard?state=success|fail`. */
  publicUrl: string;
  /** A preconfigured client (tests point one at a local fake API). */
  client?: Stripe;
}

/**
 * Stripe Checkout: one Checkout Session per payment with the plan's price, and webhooks verified
 * with STRIPE_WEBHOOK_SECRET over the raw body. Only `checkout.session.completed` with
 * `payment_status: "paid"` fulfils; every other event is acknowledged and ignored.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = options.client ?? new Stripe(options.secretKey);
  const returnUrl = (state: "success" | "fail") =>
    new URL(`/dashboard?state=${state}`, options.publicUrl).toString();
  return {
    name: "stripe",
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        client_reference_id: request.paymentId,
        customer_email: request.customerEmail,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amountCents,
              product_data: {
                name: `Sira ${request.plan.name.en} (${request.plan.points} points)`,
                description: request.plan.description.en,
              },
            },
          },
        ],
        metadata: { paymentId: request.paymentId, planId: request.plan.id },
        success_url: returnUrl("success"),
        cancel_url: returnUrl("fail"),
      });
      if (!session.url) throw new Error(`Stripe session ${session.id} has no URL`);
      return { sessionId: session.id, url: session.url };
    },
    verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent | null {
      const signature = headers["stripe-signature"];
      if (typeof signature !== "string") throw new WebhookSignatureError("no Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "signature mismatch");
      }
      if (event.type !== "checkout.session.completed") return null;
      const session = event.data.object;
      return {
        eventId: event.id,
        kind: "completed",
        sessionId: session.id,
        amountCents: session.amount_total ?? -1,
        currency: session.currency ?? "",
        paid: session.payment_status === "paid",
      };
    },
  };
}
