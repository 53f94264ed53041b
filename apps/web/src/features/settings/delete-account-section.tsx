import type { User } from "@sira/schema/api";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/form";
import { toast } from "../../components/ui/toast-store";
import { ApiError, beginSignOut } from "../../lib/api";
import { toastError } from "../../lib/errors";
import { queryClient } from "../../lib/query-client";
import { setCurrentUser } from "../../lib/session";
import { deleteAccount } from "./settings-api";
import { SettingsCard } from "./settings-card";

/**
 * Settings → security: delete the account and everything it owns (resumes with their personal
 * details, cover letters, applications, wallet, files), confirmed with the password, or with the
 * username for an account made with Google. A wrong confirmation deletes nothing.
 */
export function DeleteAccountSection({ user }: { user: User }) {
  const { t } = useTranslation("settings");
  const id = useId();
  const navigate = useNavigate();
  const google = user.provider === "google";
  const [password, setPassword] = useState("");
  const [username, setUsername] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      await deleteAccount({ ...(password ? { password } : {}), ...(google ? { username } : {}) });
      beginSignOut();
      setCurrentUser(null);
      queryClient.clear();
      toast({ kind: "success", title: t("deleteAccount.deleted") });
      navigate("/", { replace: true });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === "InvalidCredentials")
        setError(t("deleteAccount.wrong"));
      else toastError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsCard title={t("deleteAccount.heading")} description={t("deleteAccount.description")}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        {google && (
          <TextField
            id={`${id}-username`}
            label={t("deleteAccount.username", { username: user.username })}
            autoComplete="off"
            dir="ltr"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={error}
          />
        )}
        <TextField
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          label={google ? t("deleteAccount.passwordIfSet") : t("deleteAccount.password")}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={google ? undefined : error}
        />
        <div>
          <Button
            type="submit"
            variant="danger"
            pending={busy}
            disabled={busy || (google ? !username.trim() : !password)}
          >
            {t("deleteAccount.submit")}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
