import { defaultSignupLocale, limits } from "./constants";
import { z } from "./zod";

/**
 * Request and response contracts of the /api/auth/* and /api/user/me calls (spec §7).
 * Validation messages are keys the web app translates (`validation.<key>`), never shown raw.
 * This file stays free of the resume schemas so the sign-in screens load little code; responses
 * that carry a user are in auth-responses.ts.
 */

export const passwordSchema = z
  .string()
  .min(limits.passwordMinLength, "passwordTooShort")
  .max(256, "passwordTooLong");

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, "usernameTooShort")
  .max(40, "usernameTooLong")
  .regex(/^[a-z0-9][a-z0-9._-]*$/, "usernameInvalid");

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email("emailInvalid"));

export const nameSchema = z.string().trim().min(1, "nameRequired").max(100, "nameTooLong");

/** A locale tag such as `ar-SA` or `en`. */
export const localeSchema = z
  .string()
  .regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, "localeInvalid")
  .max(20);

/** Six digits from an authenticator app. */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "totpCodeInvalid");

/** Spec §5: exactly 10 characters, lowercase letters or digits (message key `backupCodeInvalid`). */
export const backupCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^[a-z0-9]{${limits.backupCodeLength}}$`), "backupCodeInvalid");

export const loginRequestSchema = z.object({
  identifier: z.string().trim().min(1, "identifierRequired").max(254),
  password: z.string().min(1, "passwordRequired").max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const authStatuses = ["authenticated", "2fa_required"] as const;
export type AuthStatus = (typeof authStatuses)[number];

export const registerRequestSchema = z.object({
  name: nameSchema,
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  locale: localeSchema.default(defaultSignupLocale),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * Settings → security. The current password is required when the account has one (OWASP ASVS
 * V2.1.6); an account made with Google sets its first password without it.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().max(256).optional(),
  password: passwordSchema,
});

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password: passwordSchema,
});

export const verifyEmailQuerySchema = z.object({ token: z.string().min(1).max(200) });

export const twoFactorCodeRequestSchema = z.object({ code: totpCodeSchema });
export const backupCodeRequestSchema = z.object({ code: backupCodeSchema });

/** Starting two-factor set-up: the secret as text, its otpauth URI and a QR code (data URL). */
export const twoFactorSetupResponseSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qrCode: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** Confirming two-factor set-up returns the backup codes, shown once. */
export const backupCodesResponseSchema = z.object({ backupCodes: z.array(z.string()) });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** PATCH /api/user/me: the locale alone, or any of name, username, email, picture. */
export const updateUserRequestSchema = z
  .object({
    locale: localeSchema,
    name: nameSchema,
    username: usernameSchema,
    email: emailSchema,
    picture: z
      .string()
      .trim()
      .max(2048)
      .refine(
        (value) => value === "" || /^(https?:\/\/|\/api\/storage\/image\/)/.test(value),
        "pictureInvalid",
      )
      .nullable(),
  })
  .partial();
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/**
 * DELETE /api/user/me: the account and everything it owns. An account with a password confirms
 * with it; one made with Google (no password) types its username.
 */
export const deleteAccountRequestSchema = z.object({
  password: z.string().max(256).optional(),
  username: z.string().trim().max(64).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** PUT /api/storage/image answers the stored image's URL in `data`. */
export const imageUploadResponseSchema = z.object({ data: z.string() });
