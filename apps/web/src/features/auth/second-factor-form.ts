import { zodResolver } from "@hookform/resolvers/zod";
import type { User } from "@sira/schema/api";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { dismissErrorToasts, toast } from "../../components/ui/toast-store";
import { track } from "../../lib/analytics";
import { ApiError } from "../../lib/api";
import { toastError } from "../../lib/errors";
import { setSignedInUser } from "../../lib/session";

/**
 * The form of a second-factor screen (authenticator or backup code): on success the user is
 * stored and goes to /dashboard; on failure the form is cleared (spec §4) and, when the pending
 * sign-in has expired, the user goes back to the login page.
 */
export function useSecondFactorForm(options: {
  schema: z.ZodType<{ code: string }, { code: string }>;
  verify: (code: string) => Promise<User>;
  method: "totp" | "backup-code";
  validateOnChange?: boolean;
}) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(options.schema),
    ...(options.validateOnChange ? { mode: "onChange" as const } : {}),
    defaultValues: { code: "" },
  });
  const onSubmit = async ({ code }: { code: string }) => {
    try {
      const user = await options.verify(code);
      await setSignedInUser(user);
      // A wrong code's error toast must not outlive the right code (issue 42 item 13).
      dismissErrorToasts();
      track("login", { method: options.method });
      navigate("/dashboard", { replace: true });
    } catch (error) {
      form.reset();
      if (error instanceof ApiError && error.code === "Unauthorized") {
        toast({ kind: "error", title: t("common:errorTitle"), description: t("otp.expired") });
        navigate("/auth/login", { replace: true });
        return;
      }
      toastError(error);
    }
  };
  return { form, onSubmit };
}
