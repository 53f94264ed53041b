import {
  authProvidersSchema,
  backupCodeRequestSchema,
  backupCodesResponseSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  twoFactorCodeRequestSchema,
  twoFactorSetupResponseSchema,
  userSchema,
  verifyEmailQuerySchema,
} from "@sira/schema";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error";
import { accessCookie, currentUser, refreshCookie, requireUser } from "../../http/auth-guard";
import { requestLocale } from "../../http/language";
import { messagesOf } from "../../http/messages";
import {
  changePassword,
  findUserByIdentifier,
  registerUser,
  type SignInResult,
  signInWithPassword,
} from "./account.service";
import type { AuthContext } from "./auth-context";
import {
  clearOAuthCookies,
  clearSessionCookies,
  oauthStateCookie,
  oauthVerifierCookie,
  pendingTwoFactorCookie,
  setOAuthCookies,
  setPendingTwoFactorCookie,
  setSessionCookies,
} from "./auth-cookies";
import { type AuthRateLimits, authLimits, byIp } from "./auth-rate-limit";
import { requestPasswordReset, resendVerification, resetPassword, verifyEmail } from "./email-token.service";
import { finishGoogleSignIn, isGoogleConfigured, startGoogleSignIn } from "./google.service";
import { createLoginGuard } from "./login-guard";
import { presentUser } from "./present-user";
import { refreshSession, revokeSessionByTokens } from "./session.service";
import {
  disableTwoFactor,
  enableTwoFactor,
  findChallengeUserId,
  startTwoFactorSetup,
  verifyChallengeWithBackupCode,
  verifyChallengeWithTotp,
} from "./two-factor.service";

const okSchema = z.object({ ok: z.literal(true) });
const meta = (request: FastifyRequest) => ({ userAgent: request.headers["user-agent"] });

/** Answer a sign-in: session cookies and the user, or the pending-2FA cookie and status only. */
async function answerSignIn(ctx: AuthContext, reply: FastifyReply, result: SignInResult) {
  if (result.status === "2fa_required") {
    setPendingTwoFactorCookie(reply, ctx.config, result.challengeToken);
    return { status: result.status, user: null };
  }
  setSessionCookies(reply, ctx.config, result.session);
  return { status: result.status, user: await presentUser(ctx.db, result.user) };
}

const bodyField = (field: string) => (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === "string" ? value.trim().toLowerCase() : null;
};
const signedInUserId = (request: FastifyRequest) => request.user?.id;

/** Every /api/auth/* call of spec §7, plus the two-factor set-up calls used by settings → security. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AuthContext, limits: AuthRateLimits) {
  registerSignInRoutes(app, ctx, limits);
  registerSessionRoutes(app, ctx);
  registerAccountRoutes(app, ctx, limits);
  registerTwoFactorRoutes(app, ctx, limits);
  registerGoogleRoutes(app, ctx);
}

/**
 * The login guard of POST /api/auth/login: per account and address, and failures per account,
 * the account being the one behind the login identifier (its e-mail and username share one counter).
 */
function loginGuardOf(ctx: AuthContext, limits: AuthRateLimits) {
  // The account behind a login identifier, so its e-mail and username share one counter.
  // Looked up once per request: the login guard asks for it before and after the password check.
  const loginAccounts = new WeakMap<FastifyRequest, Promise<string | null>>();
  const loginAccount = (request: FastifyRequest) => {
    let account = loginAccounts.get(request);
    if (!account) {
      const identifier = bodyField("identifier")(request);
      account = identifier
        ? findUserByIdentifier(ctx.db, identifier).then((user) => user?.id ?? identifier)
        : Promise.resolve(null);
      loginAccounts.set(request, account);
    }
    return account;
  };
  return createLoginGuard(
    limits.attempts,
    {
      perAccountAndAddress: {
        ...authLimits.loginPerAccountAndIp,
        max: limits.scaled(authLimits.loginPerAccountAndIp.max),
      },
      failuresPerAccount: {
        ...authLimits.loginFailuresPerAccount,
        max: limits.scaled(authLimits.loginFailuresPerAccount.max),
      },
    },
    loginAccount,
  );
}

/** GET /api/auth/providers, POST /api/auth/register and POST /api/auth/login. */
function registerSignInRoutes(app: FastifyInstance, ctx: AuthContext, limits: AuthRateLimits) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, db } = ctx;
  const { limit } = limits;
  const loginGuard = loginGuardOf(ctx, limits);

  r.get("/api/auth/providers", { schema: { response: { 200: authProvidersSchema } } }, async () => [
    ...(config.DISABLE_EMAIL_AUTH ? [] : (["email"] as const)),
    ...(isGoogleConfigured(config) ? (["google"] as const) : []),
  ]);

  r.post(
    "/api/auth/register",
    {
      schema: { body: registerRequestSchema, response: { 200: userSchema } },
      preHandler: limit([
        { name: "register-ip", ...authLimits.registerPerIp, key: byIp },
        { name: "register-account", ...authLimits.registerPerAccount, key: bodyField("email") },
      ]),
    },
    async (request, reply) => {
      const { user, session } = await registerUser(ctx, request.body, meta(request));
      setSessionCookies(reply, config, session);
      return presentUser(db, user);
    },
  );

  r.post(
    "/api/auth/login",
    {
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
      preHandler: [limit([{ name: "login-ip", ...authLimits.loginPerIp, key: byIp }]), loginGuard.admit],
    },
    async (request, reply) =>
      answerSignIn(
        ctx,
        reply,
        await loginGuard.judge(request, () => signInWithPassword(ctx, request.body, meta(request))),
      ),
  );
}

/** POST /api/auth/refresh, /api/auth/session (the session probe) and /api/auth/logout. */
function registerSessionRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, db } = ctx;

  r.post(
    "/api/auth/refresh",
    { schema: { response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const token = request.cookies[refreshCookie];
      const issued = token ? await refreshSession(db, token, meta(request).userAgent) : null;
      if (!issued) {
        clearSessionCookies(reply);
        throw new AppError("Unauthorized");
      }
      setSessionCookies(reply, config, issued);
      return { status: "authenticated" as const, user: await presentUser(db, issued.user) };
    },
  );

  r.post(
    "/api/auth/session",
    { schema: { response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      if (request.user) return { user: await presentUser(db, request.user) };
      const token = request.cookies[refreshCookie];
      const issued = token ? await refreshSession(db, token, meta(request).userAgent) : null;
      // Cookies stay as they are on failure: another tab may have just rotated this token (the
      // grace period refuses the second use without revoking) and set cookies this answer would wipe.
      if (!issued) return { user: null };
      setSessionCookies(reply, config, issued);
      return { user: await presentUser(db, issued.user) };
    },
  );

  r.post("/api/auth/logout", { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    await revokeSessionByTokens(db, {
      accessToken: request.cookies[accessCookie],
      refreshToken: request.cookies[refreshCookie],
    });
    clearSessionCookies(reply);
    return { ok: true as const };
  });
}

/** The password change, e-mail verification and password reset. */
function registerAccountRoutes(app: FastifyInstance, ctx: AuthContext, limits: AuthRateLimits) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, db } = ctx;
  const { limit } = limits;

  r.patch(
    "/api/auth/password",
    { preHandler: requireUser, schema: { body: changePasswordRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      const { password, currentPassword } = request.body;
      await changePassword(db, currentUser(request), request.session, password, currentPassword);
      return { ok: true as const };
    },
  );

  r.post(
    "/api/auth/verify-email/resend",
    {
      preHandler: [
        requireUser,
        limit([{ name: "resend-account", ...authLimits.resendPerAccount, key: signedInUserId }]),
      ],
      schema: { response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await resendVerification(ctx, currentUser(request));
      return { message: messagesOf(requestLocale(request)).auth.verificationSent };
    },
  );

  r.post(
    "/api/auth/verify-email",
    {
      preHandler: limit([{ name: "verify-ip", ...authLimits.verifyEmailPerIp, key: byIp }]),
      schema: { querystring: verifyEmailQuerySchema, response: { 200: userSchema } },
    },
    async (request) => presentUser(db, await verifyEmail(db, request.query.token)),
  );

  r.post(
    "/api/auth/forgot-password",
    {
      schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
      preHandler: limit([
        { name: "forgot-ip", ...authLimits.forgotPerIp, key: byIp },
        { name: "forgot-account", ...authLimits.forgotPerAccount, key: bodyField("email") },
      ]),
    },
    async (request) => {
      if (!config.DISABLE_EMAIL_AUTH) requestPasswordReset(ctx, request.body.email);
      return { message: messagesOf(requestLocale(request)).auth.resetSent };
    },
  );

  r.post(
    "/api/auth/reset-password",
    {
      schema: { body: resetPasswordRequestSchema, response: { 200: okSchema } },
      preHandler: limit([
        { name: "reset-ip", ...authLimits.resetPerIp, key: byIp },
        { name: "reset-token", ...authLimits.resetPerToken, key: bodyField("token") },
      ]),
    },
    async (request) => {
      await resetPassword(db, request.body.token, request.body.password);
      return { ok: true as const };
    },
  );
}

/** The second step of a sign-in (a TOTP or backup code), and setting two-factor up in settings. */
function registerTwoFactorRoutes(app: FastifyInstance, ctx: AuthContext, limits: AuthRateLimits) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, db } = ctx;
  const { limit } = limits;
  const challengeUser = async (request: FastifyRequest) => {
    const token = request.cookies[pendingTwoFactorCookie];
    return token ? findChallengeUserId(db, token) : null;
  };

  const twoFactorLimit = limit([
    { name: "2fa-ip", ...authLimits.twoFactorPerIp, key: byIp },
    { name: "2fa-account", ...authLimits.twoFactorPerAccount, key: challengeUser },
  ]);

  r.post(
    "/api/auth/2fa/verify",
    {
      preHandler: twoFactorLimit,
      schema: { body: twoFactorCodeRequestSchema, response: { 200: userSchema } },
    },
    async (request, reply) => {
      const token = request.cookies[pendingTwoFactorCookie];
      const { user, session } = await verifyChallengeWithTotp(ctx, token, request.body.code, meta(request));
      setSessionCookies(reply, config, session);
      return presentUser(db, user);
    },
  );

  r.post(
    "/api/auth/2fa/backup",
    { preHandler: twoFactorLimit, schema: { body: backupCodeRequestSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const token = request.cookies[pendingTwoFactorCookie];
      const { user, session } = await verifyChallengeWithBackupCode(
        ctx,
        token,
        request.body.code,
        meta(request),
      );
      setSessionCookies(reply, config, session);
      return presentUser(db, user);
    },
  );

  const settingsLimit = limit([
    { name: "2fa-settings", ...authLimits.twoFactorPerAccount, key: signedInUserId },
  ]);

  r.post(
    "/api/auth/2fa/setup",
    { preHandler: requireUser, schema: { response: { 200: twoFactorSetupResponseSchema } } },
    async (request) => startTwoFactorSetup(ctx, currentUser(request)),
  );

  r.post(
    "/api/auth/2fa/enable",
    {
      preHandler: [requireUser, settingsLimit],
      schema: { body: twoFactorCodeRequestSchema, response: { 200: backupCodesResponseSchema } },
    },
    async (request) => ({ backupCodes: await enableTwoFactor(ctx, currentUser(request), request.body.code) }),
  );

  r.post(
    "/api/auth/2fa/disable",
    {
      preHandler: [requireUser, settingsLimit],
      schema: { body: twoFactorCodeRequestSchema, response: { 200: userSchema } },
    },
    async (request) => {
      await disableTwoFactor(ctx, currentUser(request), request.body.code);
      return presentUser(db, currentUser(request));
    },
  );
}

/** Signing in with Google: the redirect out and the callback. */
function registerGoogleRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;

  r.get("/api/auth/google", async (_request, reply) => {
    const { url, state, codeVerifier } = await startGoogleSignIn(config);
    setOAuthCookies(reply, config, state, codeVerifier);
    return reply.redirect(url);
  });

  r.get(
    "/api/auth/google/callback",
    {
      schema: {
        querystring: z.object({ code: z.string().optional(), state: z.string().optional() }).loose(),
      },
    },
    async (request, reply) => {
      const result = await finishGoogleSignIn(ctx, {
        ...request.query,
        storedState: request.cookies[oauthStateCookie],
        codeVerifier: request.cookies[oauthVerifierCookie],
        userAgent: meta(request).userAgent,
      });
      clearOAuthCookies(reply);
      if (result.status === "error")
        return reply.redirect(`/auth/login?error=${encodeURIComponent(result.code)}`);
      await answerSignIn(ctx, reply, result);
      return reply.redirect(
        result.status === "2fa_required" ? "/auth/verify-otp" : "/auth/callback?status=authenticated",
      );
    },
  );
}
