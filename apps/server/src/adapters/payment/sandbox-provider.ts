import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { z } from "zod";
import {
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
  WebhookSignatureError,
} from "./payment-provider";

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, like Stripe's. */
export const sandboxSignatureHeader = "sira-sandbox-signature";
/** Oldest signature accepted, in seconds; an older delivery is a replay. */
export const sandboxToleranceSeconds = 300;
/** The built-in hosted checkout page for a payment (same origin). */
export const sandboxCheckoutPath = (paymentId: string) => `/api/payment/sandbox/checkout/${paymentId}`;

const sandboxEventSchema = z.object({
  id: z.string(),
  type: z.enum(["checkout.completed", "checkout.declined"]),
  created: z.number().int(),
  data: z.object({ sessionId: z.string(), amountCents: z.number().int(), currency: z.string() }),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/** The signature header for a body at a time (seconds); what the checkout page sends. */
export function signSandboxPayload(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** A sandbox webhook for a checkout decision, serialized and signed. */
export function buildSandboxWebhook(
  secret: string,
  payment: { id: string; amountCents: number; currency: string },
  decision: "pay" | "decline",
): { body: string; signature: string } {
  const event: SandboxEvent = {
    id: `evt_${randomUUID()}`,
    type: decision === "pay" ? "checkout.completed" : "checkout.declined",
    created: Math.floor(Date.now() / 1000),
    data: { sessionId: payment.id, amountCents: payment.amountCents, currency: payment.currency },
  };
  const body = JSON.stringify(event);
  return { body, signature: signSandboxPayload(secret, body) };
}

function verifySignature(secret: string, body: string, header: string | undefined, now: number) {
  const parts = new Map(
    (header ?? "").split(",").map((part) => {
      const [key, ...value] = part.trim().split("=");
      return [key ?? "", value.join("=")] as const;
    }),
  );
  const timestamp = Number(parts.get("t"));
  const given = Buffer.from(parts.get("v1") ?? "", "hex");
  if (!Number.isInteger(timestamp) || given.length === 0) throw new WebhookSignatureError("no signature");
  if (Math.abs(now - timestamp) > sandboxToleranceSeconds)
    throw new WebhookSignatureError("timestamp outside the tolerance");
  const expected = Buffer.from(hmac(secret, timestamp, body), "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new WebhookSignatureError("signature mismatch");
}

/**
 * The embedded payment provider: a built-in hosted checkout page (served by this server) where a
 * tester pays or declines; the decision comes back as a webhook signed with SECRET_KEY and
 * timestamped, verified here exactly like a real provider's. No money moves.
 */
export function createSandboxProvider(options: { secretKey: string }): PaymentProvider {
  return {
    name: "sandbox",
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      return { sessionId: request.paymentId, url: sandboxCheckoutPath(request.paymentId) };
    },
    verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent {
      const body = rawBody.toString("utf8");
      const header = headers[sandboxSignatureHeader];
      verifySignature(
        options.secretKey,
        body,
        Array.isArray(header) ? header[0] : header,
        Math.floor(Date.now() / 1000),
      );
      const event = sandboxEventSchema.parse(JSON.parse(body));
      return {
        eventId: event.id,
        kind: event.type === "checkout.completed" ? "completed" : "declined",
        sessionId: event.data.sessionId,
        amountCents: event.data.amountCents,
        currency: event.data.currency,
        paid: event.type === "checkout.completed",
      };
    },
  };
}
