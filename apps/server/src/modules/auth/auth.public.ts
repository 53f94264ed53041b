// What other modules may use of auth (modules/README.md): sign-in's context, the mail that
// verifies a new address, the API view of a user, and the keyed hash.

export { deleteAccount } from "./account.service";
export type { AuthContext } from "./auth-context";
export { clearSessionCookies } from "./auth-cookies";
export { hmacHex } from "./crypto";
export { sendVerificationMail } from "./email-token.service";
export { presentUser, toUser } from "./present-user";
