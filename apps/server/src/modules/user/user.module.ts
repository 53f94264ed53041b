import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../../app-deps";
import type { AuthContext } from "../auth/auth.public";
import { registerPictureRoutes } from "./picture.routes";
import { registerUserRoutes } from "./user.routes";

/** The signed-in user's profile and account (/api/user/me) and pictures (/api/storage/image). */
export async function registerUser(
  app: FastifyInstance,
  deps: RunningDeps & { auth: AuthContext },
): Promise<void> {
  registerUserRoutes(app, deps.auth, deps.files);
  await registerPictureRoutes(app, deps.auth, deps.files);
}
