import type { ResumeSummary } from "@sira/schema/api";
import { toast } from "../../components/ui/toast-store";
import { toastError } from "../../lib/errors";
import { i18next } from "../../lib/i18n";
import { setDefaultResume } from "./resume-queries";

/**
 * Spec §4 makes every created or uploaded resume the default, which changes the recommended
 * jobs. Say so: a toast names the new default and offers to keep the previous one in one click
 * (the card's star follows). Without a previous default there is nothing to keep.
 */
export function announceNewDefault(
  created: ResumeSummary,
  previous: ResumeSummary | undefined,
  fallbackTitle?: string,
) {
  const t = i18next.getFixedT(null, "dashboard");
  // An upload that kept the current default (issue 42) changed nothing to announce.
  if (!created.isDefault || !previous || previous.id === created.id) {
    if (fallbackTitle) toast({ kind: "success", title: fallbackTitle });
    return;
  }
  toast({
    kind: "info",
    title: t("card.defaultChanged", { title: created.title }),
    description: t("card.defaultNote"),
    action: {
      label: t("card.keepPrevious", { title: previous.title }),
      onClick: () => {
        setDefaultResume(previous.id, true).then(
          () => toast({ kind: "info", title: t("card.defaultChanged", { title: previous.title }) }),
          (error: unknown) => toastError(error),
        );
      },
    },
  });
}
