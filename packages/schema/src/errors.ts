/**
 * The error catalogue of spec §8 plus the few transport-level codes the server needs.
 * Server and web both read this table: the server answers `{ code, message }`, the web
 * maps `code` to its own localized text (never showing server English). The messages of each
 * interface locale live in apps/server/src/locales/<code>.json (`errors`), read by both.
 */
export const catalogueErrorCodes = [
  "InvalidCredentials",
  "UserAlreadyExists",
  "SecretsNotFound",
  "OAuthUser",
  "InvalidResetToken",
  "InvalidVerificationToken",
  "EmailAlreadyVerified",
  "TwoFactorNotEnabled",
  "TwoFactorAlreadyEnabled",
  "InvalidTwoFactorCode",
  "InvalidTwoFactorBackupCode",
  "InvalidBrowserConnection",
  "ResumeSlugAlreadyExists",
  "ResumeNotFound",
  "ResumeLocked",
  "ResumePrinterError",
  "ResumePreviewError",
  "SomethingWentWrong",
  "ResumeLimitExceeded",
  "PackageIsOver",
] as const;

/** Codes outside the spec's catalogue ("other codes are silent" in the spec's toast rule). */
export const transportErrorCodes = [
  "ValidationError",
  "InvalidJson",
  "PayloadTooLarge",
  "UnsupportedMediaType",
  "RouteNotFound",
  "Unauthorized",
  "Forbidden",
  "RateLimited",
  "ResumeVersionConflict",
  "SignupsDisabled",
  "PremiumRequired",
  "ModelServerRequired",
  "NotFound",
  "ResumeTwinExists",

  "ResumeTooComplex",
  "PaymentUnavailable",
  "IdempotencyKeyReused",
  "OutboundAddressRefused",
  "ApplicationLimitExceeded",
  "JobPostingNotFound",
  "TailorInvented",
  "ServerBusy",
  "CoverLetterLimitExceeded",
  "CoverLetterVersionConflict",
  "ScanReaderMissing",
  "ApiKeyScopeMissing",
  "ApiKeyNotAllowed",
  "ApiKeyLimitExceeded",
] as const;

export const errorCodes = [...catalogueErrorCodes, ...transportErrorCodes] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** HTTP status for each code; the one place this mapping lives. */
export const errorStatus: Record<ErrorCode, number> = {
  InvalidCredentials: 401,
  UserAlreadyExists: 409,
  SecretsNotFound: 404,
  OAuthUser: 400,
  InvalidResetToken: 400,
  InvalidVerificationToken: 400,
  EmailAlreadyVerified: 400,
  TwoFactorNotEnabled: 400,
  TwoFactorAlreadyEnabled: 400,
  InvalidTwoFactorCode: 401,
  InvalidTwoFactorBackupCode: 401,
  InvalidBrowserConnection: 503,
  ResumeSlugAlreadyExists: 409,
  ResumeNotFound: 404,
  ResumeLocked: 423,
  ResumePrinterError: 500,
  ResumePreviewError: 500,
  SomethingWentWrong: 500,
  ResumeLimitExceeded: 403,
  PackageIsOver: 402,
  ValidationError: 400,
  InvalidJson: 400,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  RouteNotFound: 404,
  Unauthorized: 401,
  Forbidden: 403,
  RateLimited: 429,
  ResumeVersionConflict: 409,
  SignupsDisabled: 403,
  PremiumRequired: 402,
  ModelServerRequired: 501,
  NotFound: 404,
  ResumeTwinExists: 409,

  ResumeTooComplex: 422,
  PaymentUnavailable: 503,
  IdempotencyKeyReused: 409,
  OutboundAddressRefused: 400,
  ApplicationLimitExceeded: 403,
  JobPostingNotFound: 422,
  TailorInvented: 422,
  ServerBusy: 503,
  CoverLetterLimitExceeded: 403,
  CoverLetterVersionConflict: 409,
  // A scanned CV on a server without Tesseract: the server cannot do it, the user can send another file.
  ScanReaderMissing: 501,
  // Personal API keys (issue 43): a key without the route's scope; a route keys never reach
  // (account, security, wallet purchases, key management); a user at the limit of keys.
  ApiKeyScopeMissing: 403,
  ApiKeyNotAllowed: 403,
  ApiKeyLimitExceeded: 403,
};

/** Whether a code belongs to the spec's catalogue, whose codes are shown as toasts. */
export function isCatalogueErrorCode(code: string): boolean {
  return (catalogueErrorCodes as readonly string[]).includes(code);
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "string" && (errorCodes as readonly string[]).includes(code);
}
