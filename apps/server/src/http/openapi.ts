import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { versionResponseSchema } from "@sira/schema/api-key-api";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The public API's version: raised when a call changes incompatibly. */
export const apiVersion = "1";

/** What the document says of each route's access (the api-keys module's rule, passed in by app.ts). */
export type RouteAccessOf = (method: string, url: string) => string | undefined;

const accessText: Record<string, string> = {
  open: "Anyone; an API key needs no scope.",
  "per-tool": "An API key; each tool checks its own scope.",
  "no-keys": "Signed in with the app only: API keys are refused (403 ApiKeyNotAllowed).",
};

/**
 * OpenAPI document generated from the same zod schemas the routes validate with, served at
 * GET /api/openapi.json and read at /api/docs (Swagger UI, served from its npm package by the app
 * itself: no CDN, our Content-Security-Policy). Each operation says which API-key scope it needs
 * (`x-sira-key-scope`). Register before the routes so every route is collected.
 * GET /api/version answers the server's and the API's version.
 */
export async function registerOpenApi(app: FastifyInstance, version: string, accessOf?: RouteAccessOf) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Sira API",
        version,
        description:
          "The API of Sira, the bilingual resume builder. Call it with a personal API key " +
          "(Settings → API): `Authorization: Bearer sira_…`. A key acts as its user with only " +
          "its scopes; paid calls spend points as in the app. Errors answer `{ code, message }`.",
      },
      servers: [],
      components: {
        securitySchemes: {
          apiKey: { type: "http", scheme: "bearer", description: "A personal API key: sira_…" },
          session: { type: "apiKey", in: "cookie", name: "sira_access" },
        },
      },
      security: [{ apiKey: [] }, { session: [] }],
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const access = accessOf?.(input.route.method.toString(), input.url);
      const schema = (out.schema ?? {}) as Record<string, unknown>;
      if (!access || schema.hide) return out;
      // Grouped by the path's first segment after /api (resume, applications, job…) unless tagged.
      const tags = (schema.tags as string[] | undefined) ?? [
        input.url.split("/")[input.url.startsWith("/api/") ? 2 : 1] || "other",
      ];
      const said = accessText[access] ?? `An API key with the \`${access}\` scope, or the app's session.`;
      return {
        ...out,
        schema: {
          ...schema,
          tags,
          description: [schema.description, `**Access:** ${said}`].filter(Boolean).join("\n\n"),
          "x-sira-key-scope": access,
        },
      };
    },
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { deepLinking: true, docExpansion: "list", tryItOutEnabled: false },
    theme: { title: "Sira API" },
  });
  app.get(
    "/api/version",
    { schema: { tags: ["Meta"], response: { 200: versionResponseSchema } } },
    async () => ({ version, api: { version: apiVersion, openapi: "/api/openapi.json", docs: "/api/docs" } }),
  );
}
