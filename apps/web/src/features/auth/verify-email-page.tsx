import { EnvelopeSimple } from "@phosphor-icons/react";
import type { User } from "@sira/schema/api";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button, buttonClass } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { isolate } from "../../lib/bidi";
import { toastError } from "../../lib/errors";
import { currentUserKey, getCurrentUser, setCurrentUser } from "../../lib/session";
import { resendVerification, verifyEmail } from "./auth-api";
import { AuthHeading } from "./auth-heading";

/**
 * /auth/verify-email (spec §2, signed in): says a link was sent, with resend. With ?token= it
 * verifies the address, refreshes the user, shows the success toast and goes to services.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  const { data: user } = useQuery<User | null>({
    queryKey: currentUserKey,
    queryFn: getCurrentUser,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [resending, setResending] = useState(false);

  // The token is single use: a ref keeps React's double effect run (StrictMode) from sending it twice.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    verifyEmail(token)
      .then((verified) => {
        setCurrentUser(verified);
        toast({ kind: "success", title: t("verifyEmail.success") });
        navigate("/dashboard/services", { replace: true });
      })
      .catch((error: unknown) => {
        toastError(error);
        navigate("/auth/verify-email", { replace: true });
      });
  }, [token, navigate, t]);

  const handleResend = async () => {
    setResending(true);
    try {
      await resendVerification();
      toast({ kind: "info", title: t("verifyEmail.resent") });
    } catch (error) {
      toastError(error);
    } finally {
      setResending(false);
    }
  };

  if (token) {
    return (
      <p role="status" className="py-8 text-center text-slate-600 dark:text-slate-300">
        {t("verifyEmail.verifying")}
      </p>
    );
  }

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <EnvelopeSimple aria-hidden weight="duotone" className="text-6xl text-teal-700 dark:text-teal-400" />
      <AuthHeading
        title={t("verifyEmail.title")}
        subtitle={
          user?.emailVerified
            ? t("verifyEmail.verified")
            : // FSI…PDI isolate the address so it reads left to right inside Arabic.
              t("verifyEmail.body", { email: isolate(user?.email ?? "") })
        }
      />
      <div className="flex w-full flex-col gap-3">
        {!user?.emailVerified && (
          <Button size="lg" variant="secondary" pending={resending} onClick={handleResend} className="w-full">
            {t("verifyEmail.resend")}
          </Button>
        )}
        <Link to="/dashboard" className={`${buttonClass("primary", "lg")} w-full`}>
          {t("verifyEmail.continue")}
        </Link>
      </div>
    </div>
  );
}
