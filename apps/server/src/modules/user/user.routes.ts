import { type User, userSchema } from "@sira/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser, requireUser } from "../../http/auth-guard";
import type { UserRow } from "../auth/session.service";

/** The API shape of a user row. */
export function toUser(row: UserRow, twoFactorEnabled = false): User {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    emailVerified: row.emailVerified,
    picture: row.picture,
    locale: row.locale,
    twoFactorEnabled,
    provider: row.provider,
  };
}

/** GET /api/user/me: the signed-in user, 401 otherwise. */
export function registerUserRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/user/me",
      { preHandler: requireUser, schema: { response: { 200: userSchema } } },
      async (request) => toUser(currentUser(request)),
    );
}
