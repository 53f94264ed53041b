import type { AppConfig, User } from "@sira/schema/api";
import type { LoginRequest, MessageResponse, RegisterRequest } from "@sira/schema/auth";
import type { LoginResponse } from "@sira/schema/auth-responses";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

const noRedirect = { redirectOnAuthFailure: false } as const;

/** GET /api/auth/providers: which sign-in methods the server offers. */
export function useProviders() {
  return useQuery({
    queryKey: ["auth", "providers"],
    queryFn: () => api<("email" | "google")[]>("/auth/providers", noRedirect),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/config (shared cache with the shell): whether signups are disabled. */
export function useAppConfig() {
  return useQuery({
    queryKey: ["config"],
    queryFn: () => api<AppConfig>("/config"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/auth/login: status "authenticated" with the user, or "2fa_required". */
export const login = (body: LoginRequest) =>
  api<LoginResponse>("/auth/login", { method: "POST", body, ...noRedirect });

/** POST /api/auth/register: the new, signed-in user. */
export const register = (body: Omit<RegisterRequest, "locale"> & { locale: string }) =>
  api<User>("/auth/register", { method: "POST", body, ...noRedirect });

/** POST /api/auth/verify-email?token=: the verified user. */
export const verifyEmail = (token: string) =>
  api<User>(`/auth/verify-email?token=${encodeURIComponent(token)}`, { method: "POST", ...noRedirect });

/** POST /api/auth/verify-email/resend. */
export const resendVerification = () =>
  api<MessageResponse>("/auth/verify-email/resend", { method: "POST", ...noRedirect });

/** POST /api/auth/forgot-password (always the same answer). */
export const forgotPassword = (email: string) =>
  api<MessageResponse>("/auth/forgot-password", { method: "POST", body: { email }, ...noRedirect });

/** POST /api/auth/reset-password. */
export const resetPassword = (token: string, password: string) =>
  api("/auth/reset-password", { method: "POST", body: { token, password }, ...noRedirect });

/** POST /api/auth/2fa/verify: finishes a pending sign-in with an authenticator code. */
export const verifyOtp = (code: string) =>
  api<User>("/auth/2fa/verify", { method: "POST", body: { code }, ...noRedirect });

/** POST /api/auth/2fa/backup: finishes a pending sign-in with a backup code. */
export const verifyBackupCode = (code: string) =>
  api<User>("/auth/2fa/backup", { method: "POST", body: { code }, ...noRedirect });
