import { paymentRequestSchema, paymentResponseSchema, plans } from "@sira/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createPaymentProvider, paymentOffReason } from "../../adapters/payment/create-payment-provider";
import {
  buildSandboxWebhook,
  sandboxCheckoutPath,
  sandboxSignatureHeader,
} from "../../adapters/payment/sandbox-provider";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../http/app-error";
import { currentUser, requireUser } from "../../http/auth-guard";
import { requestLanguage } from "../../http/language";
import {
  findCheckoutPayment,
  type PaymentContext,
  receivePaymentWebhook,
  startCheckout,
} from "./payment.service";
import { renderSandboxCheckout } from "./sandbox-checkout.page";

const webhookResponse = z.object({ received: z.literal(true), outcome: z.string() });
const checkoutParams = z.object({ id: z.uuid() });
const checkoutForm = z.object({ decision: z.enum(["pay", "decline"]) });
const sandboxWebhookPath = "/api/payment/sandbox/webhook";

/**
 * POST /api/payment (start a checkout with the configured provider) and the active provider's
 * webhook: POST /api/payment/stripe/webhook, or for the sandbox POST /api/payment/sandbox/webhook
 * plus its hosted checkout page GET/POST /api/payment/sandbox/checkout/:id. Webhooks read the raw
 * body, since signatures cover the exact bytes.
 */
export async function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps) {
  const provider = deps.paymentProvider ?? createPaymentProvider(deps.config);
  if (!provider) {
    app.log.warn(paymentOffReason);
    app
      .withTypeProvider<ZodTypeProvider>()
      .post("/api/payment", { onRequest: requireUser, schema: { body: paymentRequestSchema } }, async () => {
        throw new AppError("PaymentUnavailable");
      });
    return;
  }
  const ctx: PaymentContext = {
    db: deps.database.db,
    provider,
    premiumDays: deps.config.PREMIUM_DAYS,
    currency: deps.config.PAYMENT_CURRENCY,
    log: app.log,
  };
  if (provider.name === "sandbox" && deps.config.NODE_ENV === "production")
    app.log.warn("PAYMENT_PROVIDER=sandbox: purchases are simulated and credit points without payment");

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/payment",
    {
      onRequest: requireUser,
      schema: { body: paymentRequestSchema, response: { 200: paymentResponseSchema } },
    },
    async (request) =>
      startCheckout(ctx, currentUser(request), request.body.subscription, requestLanguage(request)),
  );

  await app.register(async (scope) => {
    // Webhook signatures are checked over the raw bytes.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const webhookPath = provider.name === "stripe" ? "/api/payment/stripe/webhook" : sandboxWebhookPath;
    r.post(webhookPath, { schema: { response: { 200: webhookResponse } } }, async (request) => ({
      received: true as const,
      outcome: await receivePaymentWebhook(ctx, request.body as Buffer, request.headers),
    }));
    if (provider.name !== "sandbox") return;

    r.get(
      "/api/payment/sandbox/checkout/:id",
      { schema: { params: checkoutParams } },
      async (request, reply) => {
        const payment = await findCheckoutPayment(ctx.db, request.params.id, request.user?.id);
        if (payment.status !== "pending")
          return reply.redirect(`/dashboard?state=${payment.status === "paid" ? "success" : "fail"}`, 303);
        const plan = plans.find((p) => p.id === payment.planId);
        if (!plan) throw new Error(`unknown plan ${payment.planId}`);
        // The app-wide no-referrer policy makes browsers send `Origin: null` with a form POST,
        // which the origin check refuses; same-origin keeps the real origin for our own form.
        reply.header("referrer-policy", "same-origin");
        return reply.type("text/html; charset=utf-8").send(
          renderSandboxCheckout({
            language: requestLanguage(request),
            plan,
            amountCents: payment.amountCents,
            currency: payment.currency,
            email: request.user?.email ?? "",
            action: sandboxCheckoutPath(payment.id),
          }),
        );
      },
    );

    r.post(
      "/api/payment/sandbox/checkout/:id",
      { schema: { params: checkoutParams, body: checkoutForm } },
      async (request, reply) => {
        const payment = await findCheckoutPayment(ctx.db, request.params.id, request.user?.id);
        let paid = payment.status === "paid";
        if (payment.status === "pending") {
          // Deliver the decision as a signed webhook through the real webhook route.
          const { body, signature } = buildSandboxWebhook(
            deps.config.SECRET_KEY ?? "",
            payment,
            request.body.decision,
          );
          const delivery = await app.inject({
            method: "POST",
            url: sandboxWebhookPath,
            headers: { "content-type": "application/json", [sandboxSignatureHeader]: signature },
            payload: body,
          });
          paid = request.body.decision === "pay" && delivery.statusCode === 200;
        }
        return reply.redirect(`/dashboard?state=${paid ? "success" : "fail"}`, 303);
      },
    );
  });
}
