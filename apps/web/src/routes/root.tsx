import { Outlet } from "react-router";
import { Toaster } from "../components/ui/toaster";

/** The root route: the page plus app-wide overlays (toasts). */
export function Root() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
