import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { loadAllNamespaces, loadNamespaces } from "./lib/i18n";
import { getCurrentUser } from "./lib/session";
import { AuthLayout } from "./routes/auth-layout";
import { callbackLoader } from "./routes/callback";
import { requireGuestLoader, requireUserLoader } from "./routes/guards";
import { Root } from "./routes/root";
import { RouteError } from "./routes/route-error";

/**
 * The namespaces of the builder's first screen (issue 39: not all 17 of the signed-in area);
 * what it loads on demand (writing help, import review, tailoring) loads its own with its code.
 */
const builderNamespaces = ["builder", "personal", "share", "auth"];

/** The signed-in layout, loaded with the first signed-in page (not on the sign-in screens). */
const dashboardLayout = async () => {
  const [layout] = await Promise.all([import("./routes/dashboard-layout"), loadAllNamespaces()]);
  return { Component: layout.DashboardLayout };
};

/**
 * Every page gets the localized error screen (a failed lazy chunk reloads once by itself), so no
 * error reaches React Router's developer page. The screen sits on the outermost route of each
 * page: a route below a lazy one would catch its own error while its parent's component has not
 * loaded yet, and show a blank page; its errors reach the lazy parent's screen instead.
 */
function withErrorScreens(routes: RouteObject[], underLazy = false): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject;
    const shows = Boolean(route.element || route.lazy || route.Component);
    if (shows && !underLazy) next.errorElement = <RouteError />;
    if (route.children) next.children = withErrorScreens(route.children, underLazy || Boolean(route.lazy));
    return next;
  });
}

/**
 * Every route of spec §2. Loaders do the guarding and redirects; page modules load lazily so
 * the login route stays small.
 */
export const router = createBrowserRouter(
  withErrorScreens([
    {
      element: <Root />,
      children: [
        { path: "/", loader: () => redirect("/dashboard") },
        {
          path: "/welcome",
          loader: async () => ({ signedIn: Boolean(await getCurrentUser()) }),
          lazy: async () => ({ Component: (await import("./features/landing/landing-page")).LandingPage }),
        },
        {
          path: "/auth",
          element: <AuthLayout />,
          children: [
            { index: true, loader: () => redirect("/auth/login") },
            {
              path: "login",
              loader: requireGuestLoader,
              lazy: async () => ({ Component: (await import("./features/auth/login-page")).LoginPage }),
            },
            {
              path: "register",
              loader: requireGuestLoader,
              lazy: async () => ({ Component: (await import("./features/auth/register-page")).RegisterPage }),
            },
            {
              path: "verify-email",
              loader: requireUserLoader,
              lazy: async () => ({
                Component: (await import("./features/auth/verify-email-page")).VerifyEmailPage,
              }),
            },
            {
              path: "forgot-password",
              loader: requireGuestLoader,
              lazy: async () => ({
                Component: (await import("./features/auth/forgot-password-page")).ForgotPasswordPage,
              }),
            },
            {
              path: "reset-password",
              loader: async (args) => {
                if (!new URL(args.request.url).searchParams.get("token"))
                  return redirect("/auth/forgot-password");
                return requireGuestLoader(args);
              },
              lazy: async () => ({
                Component: (await import("./features/auth/reset-password-page")).ResetPasswordPage,
              }),
            },
            {
              path: "verify-otp",
              loader: requireGuestLoader,
              lazy: async () => ({
                Component: (await import("./features/auth/verify-otp-page")).VerifyOtpPage,
              }),
            },
            {
              path: "backup-otp",
              loader: requireGuestLoader,
              lazy: async () => ({
                Component: (await import("./features/auth/backup-otp-page")).BackupOtpPage,
              }),
            },
            { path: "callback", loader: callbackLoader },
          ],
        },
        {
          path: "/dashboard",
          id: "dashboard",
          loader: requireUserLoader,
          lazy: dashboardLayout,
          children: [
            {
              index: true,
              loader: async (args) => {
                // Guard first: loaders run in parallel, and a visitor must keep ?redirect=/dashboard.
                await requireUserLoader(args);
                const state = new URL(args.request.url).searchParams.get("state");
                return state === "success" || state === "fail" ? null : redirect("/dashboard/services");
              },
            },
            {
              path: "services",
              lazy: async () => ({
                Component: (await import("./routes/services-route")).ServicesRoute,
              }),
            },
            {
              path: "cover-letters/:id",
              lazy: async () => ({
                Component: (await import("./features/cover-letters/cover-letter-editor"))
                  .CoverLetterEditorPage,
              }),
            },
            {
              path: "compare",
              lazy: async () => ({ Component: (await import("./routes/compare-route")).CompareRoute }),
            },
            {
              path: "wallet",
              lazy: async () => ({ Component: (await import("./features/wallet/wallet-page")).WalletPage }),
            },
            {
              path: "wallet/plans",
              lazy: async () => ({ Component: (await import("./features/wallet/plans-page")).PlansPage }),
            },
            { path: "wallet/*", loader: () => redirect("/dashboard/wallet") },
            {
              path: "settings",
              lazy: async () => ({
                Component: (await import("./features/settings/settings-page")).SettingsPage,
              }),
            },
            {
              path: "applications",
              lazy: async () => ({
                Component: (await import("./routes/applications-route")).ApplicationsRoute,
              }),
            },
            {
              path: "jobs",
              lazy: async () => ({ Component: (await import("./features/jobs/jobs-page")).JobsPage }),
            },
            {
              path: "jobs/:jobId",
              lazy: async () => ({
                Component: (await import("./features/jobs/job-detail-page")).JobDetailPage,
              }),
            },
          ],
        },
        {
          path: "/builder",
          loader: requireUserLoader,
          children: [
            {
              index: true,
              loader: async (args) => {
                await requireUserLoader(args);
                return redirect("/dashboard/services");
              },
            },
            {
              path: ":id",
              lazy: async () => {
                const [page, route] = await Promise.all([
                  import("./features/builder/builder-route"),
                  import("./routes/builder-route"),
                  loadNamespaces(builderNamespaces),
                ]);
                return {
                  // Guard first: loaders run in parallel, and a visitor must reach the login page.
                  loader: async (args: LoaderFunctionArgs) => {
                    await requireUserLoader(args);
                    return page.loader(args);
                  },
                  shouldRevalidate: page.shouldRevalidate,
                  Component: route.BuilderRoute,
                };
              },
            },
          ],
        },
        {
          path: "/interview/:id",
          loader: requireUserLoader,
          lazy: dashboardLayout,
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import("./features/ai/interview-room")).InterviewRoomPage,
              }),
            },
          ],
        },
        {
          path: "/:username/:slug",
          lazy: async () => {
            const page = await import("./features/public-resume/public-resume-page");
            return { loader: page.publicResumeLoader, Component: page.PublicResumePage };
          },
        },
        { path: "*", loader: () => redirect("/dashboard") },
      ],
    },
    // The artboard frame sits outside Root: no toasts or consent banner inside the preview.
    {
      path: "/artboard",
      children: [
        // The frame's own text is the start namespaces' (the resume brings its own words).
        {
          path: "builder",
          lazy: async () => {
            const [page] = await Promise.all([
              import("./features/artboard/artboard-page"),
              loadNamespaces([]),
            ]);
            return { Component: page.ArtboardBuilderRoute };
          },
        },
        {
          path: "preview",
          lazy: async () => {
            const [page] = await Promise.all([
              import("./features/artboard/artboard-page"),
              loadNamespaces([]),
            ]);
            return { Component: page.ArtboardPreviewRoute };
          },
        },
      ],
    },
  ]),
);
