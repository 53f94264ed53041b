import { z } from "./zod";

/**
 * What a personal API key may do (issue 43). A key acts as its user with only these scopes; a
 * route (or MCP tool) names the one scope it needs, and a route that names none refuses keys.
 */
export const apiKeyScopes = ["resumes:read", "resumes:write", "download", "jobs", "compare"] as const;
export const apiKeyScopeSchema = z.enum(apiKeyScopes);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/** The key behind a request made with `Authorization: Bearer sira_…` (null for cookie sessions). */
export interface ApiKeyPrincipal {
  id: string;
  scopes: readonly ApiKeyScope[];
}

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const apiKeyTokenPrefix = "sira_";

/** How long a new key lives, in days (null: until revoked). */
export const apiKeyExpiryDays = [30, 90, 365] as const;

export const apiKeyLimits = {
  /** Keys a user may hold at once. */
  perUser: 20,
  nameMax: 60,
} as const;

/**
 * POST /api/user/api-keys: a name, at least one scope and an expiry. When the user has two-factor
 * authentication on, `code` (from the authenticator app) is required.
 */
export const createApiKeyRequestSchema = z.object({
  name: z.string().trim().min(1).max(apiKeyLimits.nameMax),
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1)
    .max(apiKeyScopes.length)
    .refine((list) => new Set(list).size === list.length, "each scope once"),
  expiresInDays: z
    .union([z.literal(30), z.literal(90), z.literal(365)])
    .nullable()
    .describe("30, 90 or 365 days; null for a key that lives until revoked"),
  code: z
    .string()
    .regex(/^\d{6}$/)
    .optional()
    .describe("A current code from the authenticator app; required when two-factor is on"),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

/** A key as its owner sees it in the list: never the token, only its first characters. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters (`sira_` and four more), to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: z.string(),
  /** When the key was last used, to the minute; null when never. */
  lastUsedAt: z.string().nullable(),
  /** Null: the key lives until revoked. */
  expiresAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api/user/api-keys: the user's keys, newest first (expired ones included until revoked). */
export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** POST /api/user/api-keys answer: the key and its token, shown this once and never again. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, token: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** GET /api/version: the server's version and the public API's. */
export const versionResponseSchema = z.object({
  version: z.string(),
  api: z.object({ version: z.string(), openapi: z.string(), docs: z.string() }),
});
export type VersionResponse = z.infer<typeof versionResponseSchema>;
