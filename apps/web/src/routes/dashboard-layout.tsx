import { Outlet, useNavigate, useSearchParams } from "react-router";
import { FollowUpNotice } from "../features/applications/follow-ups";
import { DashboardShell } from "../features/dashboard/dashboard-shell";
import { PaymentResult } from "../features/payment/payment-result";
import { api, beginSignOut } from "../lib/api";
import { queryClient } from "../lib/query-client";
import { setCurrentUser } from "../lib/session";

/**
 * Signed-in layout: the dashboard shell (navbar, banner, shortcuts) around the page. With
 * ?state=success|fail the payment result screen shows instead of the page (spec §2).
 */
export function DashboardLayout() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = params.get("state");
  const handleSignOut = async () => {
    beginSignOut();
    try {
      await api("/auth/logout", { method: "POST", redirectOnAuthFailure: false });
    } catch {
      // Spec §4: sign-out clears the user whether or not the call succeeds.
    }
    setCurrentUser(null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "user" });
    navigate("/auth/login");
  };
  return (
    <DashboardShell onSignOut={handleSignOut} notices={<FollowUpNotice />}>
      {state === "success" || state === "fail" ? <PaymentResult state={state} /> : <Outlet />}
    </DashboardShell>
  );
}
