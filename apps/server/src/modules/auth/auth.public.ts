// What other modules may use of auth (modules/README.md): sign-in's context, the mail that
// verifies a new address, the API view of a user, the keyed hash, the token primitives of
// sessions (API keys use them) and the second-factor confirmation of a sensitive step.

export { deleteAccount } from "./account.service";
export type { AuthContext } from "./auth-context";
export { clearSessionCookies } from "./auth-cookies";
export { hmacHex } from "./crypto";
export { sendVerificationMail } from "./email-token.service";
export { presentUser, toUser } from "./present-user";
export { createToken, hashToken } from "./session.service";
export { confirmWithTwoFactor } from "./two-factor.service";
