import { updateUserRequestSchema, userSchema } from "@sira/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser, requireUser } from "../../http/auth-guard";
import { type AuthContext, presentUser } from "../auth/auth.public";
import { updateUser } from "./user.service";

/** GET /api/user/me (the signed-in user, 401 otherwise) and PATCH /api/user/me (profile, locale). */
export function registerUserRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/api/user/me", { preHandler: requireUser, schema: { response: { 200: userSchema } } }, (request) =>
    presentUser(ctx.db, currentUser(request)),
  );
  r.patch(
    "/api/user/me",
    { preHandler: requireUser, schema: { body: updateUserRequestSchema, response: { 200: userSchema } } },
    async (request) => presentUser(ctx.db, await updateUser(ctx, currentUser(request), request.body)),
  );
}
