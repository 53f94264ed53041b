import { createBrowserRouter, redirect } from "react-router";
import { placeholderRoute } from "./features/placeholder/placeholder-page";
import { getCurrentUser } from "./lib/session";
import { AuthLayout } from "./routes/auth-layout";
import { callbackLoader } from "./routes/callback";
import { DashboardLayout } from "./routes/dashboard-layout";
import { requireGuestLoader, requireUserLoader } from "./routes/guards";
import { Root } from "./routes/root";

/**
 * Every route of spec §2. Loaders do the guarding and redirects; page modules load lazily so
 * the login route stays small.
 */
export const router = createBrowserRouter([
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
          { path: "login", loader: requireGuestLoader, ...placeholderRoute("login") },
          { path: "register", loader: requireGuestLoader, ...placeholderRoute("register") },
          { path: "verify-email", loader: requireUserLoader, ...placeholderRoute("verifyEmail") },
          { path: "forgot-password", loader: requireGuestLoader, ...placeholderRoute("forgotPassword") },
          {
            path: "reset-password",
            loader: async (args) => {
              if (!new URL(args.request.url).searchParams.get("token"))
                return redirect("/auth/forgot-password");
              return requireGuestLoader(args);
            },
            ...placeholderRoute("resetPassword"),
          },
          { path: "verify-otp", loader: requireGuestLoader, ...placeholderRoute("verifyOtp") },
          { path: "backup-otp", loader: requireGuestLoader, ...placeholderRoute("backupOtp") },
          { path: "callback", loader: callbackLoader },
        ],
      },
      {
        path: "/dashboard",
        id: "dashboard",
        loader: requireUserLoader,
        element: <DashboardLayout />,
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
          { path: "services", ...placeholderRoute("services") },
          { path: "compare", ...placeholderRoute("compare") },
          { path: "wallet", ...placeholderRoute("wallet") },
          { path: "wallet/plans", ...placeholderRoute("plans") },
          { path: "wallet/*", ...placeholderRoute("wallet") },
          { path: "settings", ...placeholderRoute("settings") },
          { path: "jobs", ...placeholderRoute("jobs") },
          { path: "jobs/:jobId", ...placeholderRoute("job") },
        ],
      },
      {
        path: "/builder",
        loader: requireUserLoader,
        element: <DashboardLayout />,
        children: [
          {
            index: true,
            loader: async (args) => {
              await requireUserLoader(args);
              return redirect("/dashboard/services");
            },
          },
          { path: ":id", ...placeholderRoute("builder") },
        ],
      },
      {
        path: "/artboard",
        children: [
          { path: "builder", ...placeholderRoute("artboard") },
          { path: "preview", ...placeholderRoute("artboard") },
        ],
      },
      {
        path: "/interview/:id",
        loader: requireUserLoader,
        element: <DashboardLayout />,
        children: [{ index: true, ...placeholderRoute("interview") }],
      },
      { path: "/:username/:slug", ...placeholderRoute("publicResume") },
      { path: "*", loader: () => redirect("/dashboard") },
    ],
  },
]);
