import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply } from "fastify";
import type { Config } from "../../config";
import { accessCookie, refreshCookie } from "../../http/auth-guard";
import { accessTtlMs, type IssuedSession, refreshTtlMs } from "./session.service";

/** Cookie holding a password sign-in that still needs its second factor. */
export const pendingTwoFactorCookie = "sira_2fa";
export const oauthStateCookie = "sira_oauth_state";
export const oauthVerifierCookie = "sira_oauth_verifier";

export const pendingTwoFactorTtlMs = 10 * 60 * 1000;
const oauthTtlMs = 10 * 60 * 1000;

function base(config: Config, path: string, maxAgeMs: number): CookieSerializeOptions {
  return {
    path,
    httpOnly: true,
    sameSite: "lax",
    secure: config.isHttps,
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

/** Set the access cookie (whole site) and the refresh cookie (only sent to /api/auth). */
export function setSessionCookies(reply: FastifyReply, config: Config, issued: IssuedSession): void {
  reply.setCookie(accessCookie, issued.accessToken, base(config, "/", accessTtlMs));
  reply.setCookie(refreshCookie, issued.refreshToken, base(config, "/api/auth", refreshTtlMs));
  reply.clearCookie(pendingTwoFactorCookie, { path: "/api/auth" });
}

/** Remove every sign-in cookie (logout, failed refresh). */
export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(accessCookie, { path: "/" });
  reply.clearCookie(refreshCookie, { path: "/api/auth" });
  reply.clearCookie(pendingTwoFactorCookie, { path: "/api/auth" });
}

/** Remember a sign-in waiting for its second factor. */
export function setPendingTwoFactorCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(pendingTwoFactorCookie, token, base(config, "/api/auth", pendingTwoFactorTtlMs));
}

/** Keep the OAuth state and PKCE verifier for the callback (sent only to /api/auth/google). */
export function setOAuthCookies(reply: FastifyReply, config: Config, state: string, verifier: string): void {
  reply.setCookie(oauthStateCookie, state, base(config, "/api/auth/google", oauthTtlMs));
  reply.setCookie(oauthVerifierCookie, verifier, base(config, "/api/auth/google", oauthTtlMs));
}

/** Drop the OAuth cookies once the callback used them. */
export function clearOAuthCookies(reply: FastifyReply): void {
  reply.clearCookie(oauthStateCookie, { path: "/api/auth/google" });
  reply.clearCookie(oauthVerifierCookie, { path: "/api/auth/google" });
}
