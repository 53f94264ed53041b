import { userSchema } from "./api";
import { authStatuses } from "./auth";
import { z } from "./zod";

/** Login and refresh answer a status; the user is null until two-factor sign-in is finished. */
export const loginResponseSchema = z.object({
  status: z.enum(authStatuses),
  user: userSchema.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * POST /api/auth/session: who is signed in, answered 200 either way so the app's start-up probe
 * never shows a failed request. The session is renewed with the refresh cookie when the access
 * token has expired.
 */
export const sessionResponseSchema = z.object({ user: userSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
