import { type AlertFrequency, alertFrequencies, alertSettingsSchema } from "@sira/schema/application-api";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RadioCard } from "../../components/ui/form";
import { toast } from "../../components/ui/toast-store";
import { api } from "../../lib/api";
import { toastError } from "../../lib/errors";
import { queryClient } from "../../lib/query-client";

const alertsKey = ["alerts", "settings"] as const;

/**
 * Settings: how often job alert e-mails come (off, daily, weekly; PUT /api/alerts/settings).
 * Texts live in the `applications` namespace with the rest of the job-search strings.
 */
export function JobAlertsSection() {
  const { t } = useTranslation("applications");
  const settings = useQuery({
    queryKey: alertsKey,
    queryFn: () => api("/alerts/settings", { schema: alertSettingsSchema }),
  });
  // The choice shows at once, in the same event as the click (a mutation's own callbacks run
  // later, so a controlled radio would snap back for a moment); a failure puts the stored one back.
  const [picked, setPicked] = useState<AlertFrequency>();
  const settle = (frequency: AlertFrequency) => setPicked((p) => (p === frequency ? undefined : p));
  const save = useMutation({
    mutationFn: (frequency: AlertFrequency) =>
      api("/alerts/settings", { method: "PUT", body: { frequency }, schema: alertSettingsSchema }),
    onSuccess: (data, frequency) => {
      queryClient.setQueryData(alertsKey, data);
      settle(frequency);
      toast({ kind: "success", title: t("alerts.saved", { frequency: t(`alerts.${data.frequency}`) }) });
    },
    onError: (error, frequency) => {
      settle(frequency);
      toastError(error, { silent: false });
    },
  });
  const current = picked ?? settings.data?.frequency;
  return (
    <fieldset className="flex flex-col gap-3" disabled={!settings.isSuccess}>
      <legend className="font-semibold text-slate-900 dark:text-white">{t("alerts.title")}</legend>
      <p className="text-slate-600 text-sm dark:text-slate-300">{t("alerts.hint")}</p>
      <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t("alerts.title")}>
        {alertFrequencies.map((frequency) => (
          <RadioCard
            key={frequency}
            name="job-alerts"
            value={frequency}
            checked={current === frequency}
            onChange={() => {
              setPicked(frequency);
              save.mutate(frequency);
            }}
          >
            {t(`alerts.${frequency}`)}
          </RadioCard>
        ))}
      </div>
    </fieldset>
  );
}
