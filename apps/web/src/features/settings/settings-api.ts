import type { User } from "@sira/schema/api";
import type { ApiKeyList, CreateApiKeyRequest, CreatedApiKey } from "@sira/schema/api-key-api";
import type {
  DeleteAccountRequest,
  MessageResponse,
  TwoFactorSetupResponse,
  UpdateUserRequest,
} from "@sira/schema/auth";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { currentUserKey, getCurrentUser } from "../../lib/session";

/** The signed-in user from the shared cache (loaded by the route guard). */
export function useUser() {
  return useQuery<User | null>({
    queryKey: currentUserKey,
    queryFn: getCurrentUser,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** PATCH /api/user/me. */
export const updateMe = (body: UpdateUserRequest) => api<User>("/user/me", { method: "PATCH", body });

/** DELETE /api/user/me: the account and everything it owns; a wrong confirmation answers InvalidCredentials. */
export const deleteAccount = (body: DeleteAccountRequest) =>
  api("/user/me", { method: "DELETE", body, redirectOnAuthFailure: false });

/** POST /api/auth/verify-email/resend. */
export const resendVerification = () => api<MessageResponse>("/auth/verify-email/resend", { method: "POST" });

/** PATCH /api/auth/password with the current password (none for a first one): other sessions are signed out. */
export const changePassword = (password: string, currentPassword: string) =>
  api("/auth/password", {
    method: "PATCH",
    body: currentPassword ? { password, currentPassword } : { password },
  });

/** POST /api/auth/2fa/setup: QR code, secret and URI of a pending secret. */
export const startTwoFactor = () => api<TwoFactorSetupResponse>("/auth/2fa/setup", { method: "POST" });

/** POST /api/auth/2fa/enable: the 10 backup codes, shown once. */
export const enableTwoFactor = (code: string) =>
  api<{ backupCodes: string[] }>("/auth/2fa/enable", { method: "POST", body: { code } });

/** POST /api/auth/2fa/disable: the updated user. */
export const disableTwoFactor = (code: string) =>
  api<User>("/auth/2fa/disable", { method: "POST", body: { code } });

/** GET /api/user/api-keys: the user's personal API keys, newest first. */
export const listApiKeys = () => api<ApiKeyList>("/user/api-keys");

/** POST /api/user/api-keys: the new key and its token (shown once); 2FA users send a code. */
export const createApiKey = (body: CreateApiKeyRequest) =>
  api<CreatedApiKey>("/user/api-keys", { method: "POST", body, redirectOnAuthFailure: false });

/** DELETE /api/user/api-keys/:id: the key stops working at once. */
export const revokeApiKey = (id: string) =>
  api(`/user/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" });

export const apiKeysQueryKey = ["api-keys"] as const;
