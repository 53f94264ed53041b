import { z } from "zod";

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
