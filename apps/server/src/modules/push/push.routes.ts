import { pushKeySchema, pushSubscribeRequestSchema } from "@sira/schema/job-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../../http/auth-guard";
import { type PushContext, subscribeToPush, unsubscribeFromPush } from "./push.service";

/**
 * Web Push: GET /api/push/key (the VAPID public key to subscribe with), POST
 * /api/push/subscribe (the browser's PushSubscription JSON, stored per device) and POST
 * /api/push/unsubscribe `{ endpoint }`. All need a signed-in user.
 */
export function registerPushRoutes(app: FastifyInstance, ctx: PushContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: requireUser };
  r.get("/api/push/key", { ...auth, schema: { response: { 200: pushKeySchema } } }, async () => ({
    publicKey: ctx.vapid.publicKey,
  }));
  r.post(
    "/api/push/subscribe",
    { ...auth, schema: { body: pushSubscribeRequestSchema } },
    async (request, reply) => {
      await subscribeToPush(ctx, currentUser(request).id, request.body, request.headers["user-agent"]);
      return reply.status(204).send();
    },
  );
  r.post(
    "/api/push/unsubscribe",
    { ...auth, schema: { body: z.object({ endpoint: z.string().max(2000) }) } },
    async (request, reply) => {
      await unsubscribeFromPush(ctx, currentUser(request).id, request.body.endpoint);
      return reply.status(204).send();
    },
  );
}
