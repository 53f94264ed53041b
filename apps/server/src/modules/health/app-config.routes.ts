import { appConfigSchema } from "@sira/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";

/** GET /api/config: the public settings the web app needs at boot. */
export function registerAppConfigRoutes(app: FastifyInstance, deps: AppDeps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/config", { schema: { response: { 200: appConfigSchema } } }, async () => ({
      marketingUrl: deps.config.MARKETING_URL,
      signupsDisabled: deps.config.DISABLE_SIGNUPS,
      androidAppUrl: deps.config.ANDROID_APP_URL,
      iosAppUrl: deps.config.IOS_APP_URL,
    }));
}
