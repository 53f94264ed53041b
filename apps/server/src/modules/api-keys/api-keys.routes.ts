import {
  apiKeyIdParamsSchema,
  apiKeyListSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
} from "@sira/schema/api-key-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser, requireUser } from "../../http/auth-guard";
import type { AuthContext } from "../auth/auth.public";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.service";

const tags = ["API keys"];

/**
 * The signed-in user's personal API keys (settings; never reachable with a key, route-access.ts):
 * GET lists them, POST creates one (the token answered once; 2FA users confirm with a code),
 * DELETE revokes one at once.
 */
export function registerApiKeyRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/user/api-keys",
    { preHandler: requireUser, schema: { tags, response: { 200: apiKeyListSchema } } },
    async (request) => ({ items: await listApiKeys(ctx.db, currentUser(request).id) }),
  );
  r.post(
    "/api/user/api-keys",
    {
      preHandler: requireUser,
      schema: { tags, body: createApiKeyRequestSchema, response: { 201: createdApiKeySchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createApiKey(ctx, currentUser(request), request.body)),
  );
  r.delete(
    "/api/user/api-keys/:id",
    { preHandler: requireUser, schema: { tags, params: apiKeyIdParamsSchema } },
    async (request, reply) => {
      await revokeApiKey(ctx.db, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
}
