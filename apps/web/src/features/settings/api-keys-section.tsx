import { CopySimple, Key, Plus, Trash } from "@phosphor-icons/react";
import type { User } from "@sira/schema/api";
import {
  type ApiKey,
  type ApiKeyScope,
  apiKeyExpiryDays,
  apiKeyLimits,
  apiKeyScopes,
  type CreatedApiKey,
} from "@sira/schema/api-key-api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/dialog";
import { Banner, Field, TextField } from "../../components/ui/form";
import { Select } from "../../components/ui/select";
import { toast } from "../../components/ui/toast-store";
import { ApiError } from "../../lib/api";
import { errorMessage, toastError } from "../../lib/errors";
import { apiKeysQueryKey, createApiKey, listApiKeys, revokeApiKey } from "./settings-api";
import { SettingsCard } from "./settings-card";

/** A token or command in Latin script, set left to right inside any interface, with a copy button. */
export function CopyableCode({
  text,
  label,
  block = false,
}: {
  text: string;
  label: string;
  block?: boolean;
}) {
  const { t } = useTranslation("settings");
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    toast({ kind: "success", title: t("apiKeys.copied") });
  };
  return (
    <div className="flex items-start gap-2">
      <pre
        dir="ltr"
        title={label}
        className={`min-w-0 flex-1 rounded-lg bg-slate-50 px-3 py-2 font-mono text-slate-900 text-xs dark:bg-slate-800 dark:text-white ${
          block ? "overflow-x-auto whitespace-pre" : "whitespace-pre-wrap break-all"
        }`}
      >
        {text}
      </pre>
      <Button
        variant="secondary"
        onClick={() => void copy()}
        aria-label={t("apiKeys.copyLabel", { what: label })}
      >
        <CopySimple aria-hidden />
      </Button>
    </div>
  );
}

/** A scope's message key: `resumes:read` → `resumes_read` (i18next reads a colon as a namespace). */
const scopeKey = (scope: ApiKeyScope) => scope.replace(":", "_");

function useDates() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (iso: string) => format.format(new Date(iso));
}

/** One key of the list: name, scopes, first characters, dates, and revoke (confirmed). */
function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) {
  const { t } = useTranslation("settings");
  const date = useDates();
  const expired = apiKey.expiresAt !== null && Date.parse(apiKey.expiresAt) <= Date.now();
  return (
    <li className="flex flex-col gap-2 border-slate-200 border-b py-4 last:border-b-0 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <Key aria-hidden className="text-slate-500" />
        <bdi className="font-semibold text-slate-900 dark:text-white">{apiKey.name}</bdi>
        <code
          dir="ltr"
          className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-700 text-xs dark:bg-slate-800 dark:text-slate-200"
        >
          {apiKey.prefix}…
        </code>
        {expired && (
          <span className="rounded-full bg-red-50 px-2 py-0.5 font-medium text-red-700 text-xs dark:bg-red-950 dark:text-red-300">
            {t("apiKeys.expired")}
          </span>
        )}
        <Button
          variant="dangerOutline"
          size="sm"
          className="ms-auto"
          onClick={() => onRevoke(apiKey)}
          aria-label={t("apiKeys.revokeNamed", { name: apiKey.name })}
        >
          <Trash aria-hidden />
          {t("apiKeys.revoke")}
        </Button>
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={t("apiKeys.scopesLabel")}>
        {apiKey.scopes.map((scope) => (
          <li
            key={scope}
            className="rounded-full bg-teal-50 px-2 py-0.5 text-teal-800 text-xs dark:bg-teal-950 dark:text-teal-200"
          >
            {t(`apiKeys.scopes.${scopeKey(scope)}`)}
          </li>
        ))}
      </ul>
      <p className="text-slate-600 text-xs dark:text-slate-400">
        {t("apiKeys.created", { date: date(apiKey.createdAt) })}
        {" · "}
        {apiKey.lastUsedAt
          ? t("apiKeys.lastUsed", { date: date(apiKey.lastUsedAt) })
          : t("apiKeys.neverUsed")}
        {" · "}
        {apiKey.expiresAt
          ? t(expired ? "apiKeys.expiredOn" : "apiKeys.expires", { date: date(apiKey.expiresAt) })
          : t("apiKeys.noExpiry")}
      </p>
    </li>
  );
}

/** The create form: name, scopes, expiry and, with two-factor on, a code. */
function CreateKeyForm({ user, onCreated }: { user: User; onCreated: (created: CreatedApiKey) => void }) {
  const { t } = useTranslation("settings");
  const id = useId();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>(["resumes:read"]);
  const [expiry, setExpiry] = useState("90");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((list) =>
      on ? apiKeyScopes.filter((s) => s === scope || list.includes(s)) : list.filter((s) => s !== scope),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      onCreated(
        await createApiKey({
          name: name.trim(),
          scopes,
          expiresInDays: expiry === "never" ? null : (Number(expiry) as 30 | 90 | 365),
          ...(user.twoFactorEnabled ? { code } : {}),
        }),
      );
    } catch (caught) {
      setCode("");
      if (
        caught instanceof ApiError &&
        (caught.code === "InvalidTwoFactorCode" || caught.code === "ApiKeyLimitExceeded")
      )
        setError(errorMessage(caught.code));
      else toastError(caught, { silent: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <TextField
        id={`${id}-name`}
        label={t("apiKeys.name")}
        hint={t("apiKeys.nameHint")}
        maxLength={apiKeyLimits.nameMax}
        value={name}
        onChange={(e) => setName(e.target.value)}
        autoComplete="off"
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-slate-800 text-sm dark:text-slate-200">
          {t("apiKeys.scopesLabel")}
        </legend>
        {apiKeyScopes.map((scope) => (
          <label key={scope} className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(e) => toggle(scope, e.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-teal-700"
            />
            <span>
              <span className="font-medium text-slate-900 dark:text-white">
                {t(`apiKeys.scopes.${scopeKey(scope)}`)}
              </span>
              <span className="block text-slate-600 text-xs dark:text-slate-400">
                {t(`apiKeys.scopeHints.${scopeKey(scope)}`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <Field id={`${id}-expiry`} label={t("apiKeys.expiry")}>
        <Select value={expiry} onChange={(e) => setExpiry(e.target.value)} className="max-w-xs">
          {apiKeyExpiryDays.map((days) => (
            <option key={days} value={String(days)}>
              {t(`apiKeys.expiryDays.${days}`)}
            </option>
          ))}
          <option value="never">{t("apiKeys.never")}</option>
        </Select>
      </Field>
      {user.twoFactorEnabled && (
        <TextField
          id={`${id}-code`}
          label={t("apiKeys.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          className="max-w-48 font-mono tracking-[0.4em]"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
        />
      )}
      {error && <Banner kind="error">{error}</Banner>}
      <div>
        <Button
          type="submit"
          size="lg"
          pending={busy}
          disabled={!name.trim() || scopes.length === 0 || (user.twoFactorEnabled && code.length !== 6)}
        >
          {t("apiKeys.createSubmit")}
        </Button>
      </div>
    </form>
  );
}

/**
 * Settings → API: personal API keys (issue 43). The list shows each key's name, scopes, first
 * characters, creation, last use and expiry; a new key's token is shown once, with a copy button;
 * revoking asks first and takes effect at once.
 */
export function ApiKeysSection({ user }: { user: User }) {
  const { t } = useTranslation("settings");
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: apiKeysQueryKey, queryFn: listApiKeys });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => revokeApiKey(key.id),
    onSuccess: () => {
      setRevoking(null);
      toast({ kind: "success", title: t("apiKeys.revoked") });
      void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    },
    onError: (error) => toastError(error, { silent: false }),
  });

  const closeCreate = () => {
    setCreating(false);
    setCreated(null);
  };

  const items = keys.data?.items ?? [];
  return (
    <SettingsCard title={t("apiKeys.heading")} description={t("apiKeys.description")}>
      <div className="flex flex-col gap-4">
        {keys.isSuccess && items.length === 0 && (
          <p className="text-slate-600 text-sm dark:text-slate-300">{t("apiKeys.empty")}</p>
        )}
        {items.length > 0 && (
          <ul aria-label={t("apiKeys.listLabel")} className="flex flex-col">
            {items.map((key) => (
              <KeyRow key={key.id} apiKey={key} onRevoke={setRevoking} />
            ))}
          </ul>
        )}
        <div>
          <Button size="lg" onClick={() => setCreating(true)} disabled={items.length >= apiKeyLimits.perUser}>
            <Plus aria-hidden />
            {t("apiKeys.create")}
          </Button>
        </div>
      </div>

      <Modal
        open={creating}
        onOpenChange={(open) => (open ? setCreating(true) : closeCreate())}
        title={created ? t("apiKeys.createdTitle") : t("apiKeys.createTitle")}
        description={created ? undefined : t("apiKeys.createDescription")}
      >
        {created ? (
          <div className="flex flex-col gap-4">
            <Banner kind="info">{t("apiKeys.shownOnce")}</Banner>
            <CopyableCode text={created.token} label={t("apiKeys.tokenLabel")} />
            <div>
              <Button size="lg" onClick={closeCreate}>
                {t("apiKeys.done")}
              </Button>
            </div>
          </div>
        ) : (
          <CreateKeyForm
            user={user}
            onCreated={(made) => {
              setCreated(made);
              void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
            }}
          />
        )}
      </Modal>

      <Modal
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t("apiKeys.revokeTitle")}
        description={revoking ? t("apiKeys.revokeBody", { name: revoking.name }) : undefined}
      >
        <div className="flex flex-wrap gap-3">
          <Button
            variant="danger"
            size="lg"
            pending={revoke.isPending}
            onClick={() => revoking && revoke.mutate(revoking)}
          >
            {t("apiKeys.revoke")}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => setRevoking(null)}>
            {t("apiKeys.cancel")}
          </Button>
        </div>
      </Modal>
    </SettingsCard>
  );
}
