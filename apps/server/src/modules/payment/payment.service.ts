import type { IncomingHttpHeaders } from "node:http";
import { type Language, type PaymentResponse, type PlanId, plans } from "@sira/schema";
import { type CurrencyCode, minorAmount } from "@sira/schema/currencies";
import type { FastifyBaseLogger } from "fastify";
import { type PaymentProvider, WebhookSignatureError } from "../../adapters/payment/payment-provider";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { creditPoints, extendPremium } from "../wallet/wallet.public";
import {
  failPendingPayment,
  findPayment,
  findPaymentBySession,
  insertPayment,
  updatePayment,
} from "./payment.repository";

export interface PaymentContext {
  db: Db;
  provider: PaymentProvider;
  /** Days of premium a Standard or VIP purchase adds (PREMIUM_DAYS). */
  premiumDays: number;
  /** The currency checkouts charge in (PAYMENT_CURRENCY). */
  currency: CurrencyCode;
  log: FastifyBaseLogger;
}

/** What a verified webhook did. */
export type WebhookOutcome = "fulfilled" | "duplicate" | "declined" | "ignored";

/** A plan by id (the request schema already limits ids to the three plans). */
function planOf(id: PlanId) {
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw new AppError("NotFound");
  return plan;
}

/**
 * POST /api/payment: record a pending payment with the plan's price and points, open the
 * provider's checkout and answer its URL. Nothing is credited here; only a verified webhook does.
 */
export async function startCheckout(
  ctx: PaymentContext,
  user: { id: string; email: string },
  planId: PlanId,
  language: Language,
): Promise<PaymentResponse> {
  const plan = planOf(planId);
  const currency = ctx.currency.toLowerCase();
  const payment = await insertPayment(ctx.db, {
    userId: user.id,
    provider: ctx.provider.name,
    planId: plan.id,
    amountCents: minorAmount(plan.priceUsd, ctx.currency),
    currency,
    points: plan.points,
  });
  try {
    const session = await ctx.provider.createCheckout({
      paymentId: payment.id,
      plan,
      amountCents: payment.amountCents,
      currency,
      customerEmail: user.email,
      language,
    });
    await updatePayment(ctx.db, payment.id, { providerSessionId: session.sessionId });
    return { url: session.url };
  } catch (error) {
    ctx.log.error({ err: error, paymentId: payment.id }, "checkout could not be opened");
    await updatePayment(ctx.db, payment.id, { status: "failed", completedAt: new Date() });
    throw new AppError("SomethingWentWrong");
  }
}

/**
 * Verify a provider webhook and act on it. Forged or stale signatures (Forbidden), unknown
 * sessions (NotFound) and amounts other than the checkout's (ValidationError) are refused and
 * logged. A completed, paid checkout is fulfilled once: the payment row is locked, marked paid,
 * and its points credited under the payment's idempotency key (plus premium for Standard and VIP)
 * in one transaction; a repeat delivery answers "duplicate" and changes nothing.
 */
export async function receivePaymentWebhook(
  ctx: PaymentContext,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
): Promise<WebhookOutcome> {
  let event: ReturnType<PaymentProvider["verifyWebhook"]>;
  try {
    event = ctx.provider.verifyWebhook(rawBody, headers);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    ctx.log.warn(
      { provider: ctx.provider.name, reason: error.message },
      "payment webhook rejected: signature",
    );
    throw new AppError("Forbidden");
  }
  if (!event) return "ignored";
  const log = ctx.log.child({
    provider: ctx.provider.name,
    eventId: event.eventId,
    sessionId: event.sessionId,
  });
  const payment = await findPaymentBySession(ctx.db, ctx.provider.name, event.sessionId);
  if (!payment) {
    log.warn("payment webhook rejected: unknown session");
    throw new AppError("NotFound");
  }
  if (event.kind === "declined") {
    await failPendingPayment(ctx.db, payment.id);
    log.info({ paymentId: payment.id }, "checkout declined");
    return "declined";
  }
  if (event.amountCents !== payment.amountCents || event.currency.toLowerCase() !== payment.currency) {
    log.warn(
      {
        paymentId: payment.id,
        expected: payment.amountCents,
        got: event.amountCents,
        currency: event.currency,
      },
      "payment webhook rejected: wrong amount",
    );
    throw new AppError("ValidationError");
  }
  if (!event.paid) {
    log.info({ paymentId: payment.id }, "checkout completed but not paid yet");
    return "ignored";
  }
  const outcome = await fulfilPayment(ctx, payment.id);
  if (outcome === "duplicate")
    log.warn({ paymentId: payment.id }, "payment webhook replayed: already fulfilled");
  else log.info({ paymentId: payment.id, points: payment.points }, "payment fulfilled");
  return outcome;
}

/** Mark a payment paid and credit it, once, in one transaction. */
async function fulfilPayment(ctx: PaymentContext, paymentId: string): Promise<"fulfilled" | "duplicate"> {
  return ctx.db.transaction(async (tx) => {
    const payment = await findPayment(tx, paymentId, { forUpdate: true });
    if (!payment || payment.status === "paid") return "duplicate";
    await updatePayment(tx, payment.id, { status: "paid", completedAt: new Date() });
    const credit = await creditPoints(tx, {
      userId: payment.userId,
      points: payment.points,
      reason: payment.planId,
      reference: { type: "payment", id: payment.id },
      idempotencyKey: `payment:${payment.id}`,
    });
    if (credit.replayed) return "duplicate";
    if (planOf(payment.planId).grantsPremium) await extendPremium(tx, payment.userId, ctx.premiumDays);
    return "fulfilled";
  });
}

/**
 * The sandbox checkout page's payment: only its owner may see or answer it (the page lives on
 * our origin, so the session cookie is there); anything else is NotFound.
 */
export async function findCheckoutPayment(db: Db, paymentId: string, userId: string | undefined) {
  const payment = await findPayment(db, paymentId);
  if (payment?.provider !== "sandbox" || payment.userId !== userId) throw new AppError("NotFound");
  return payment;
}
