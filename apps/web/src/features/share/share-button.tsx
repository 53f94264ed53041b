import { ShareNetwork } from "@phosphor-icons/react";
import type { Resume } from "@sira/schema/api";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ShareDialogProps } from "./share-dialog";

/** The panel's code loads with its first opening (issue 39: not with the builder). */
const ShareDialog = lazy(() => import("./share-dialog").then((m) => ({ default: m.ShareDialog })));

/** The builder toolbar's Share button: opens the share panel for the resume being edited. */
export function ShareButton({
  resume,
  changeVisibility,
  changeSlug,
  className,
}: {
  resume: Resume;
  changeVisibility: ShareDialogProps["changeVisibility"];
  changeSlug: ShareDialogProps["changeSlug"];
  className?: string;
}) {
  const { t } = useTranslation("share");
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-label={t("button")}
        title={t("button")}
      >
        <ShareNetwork aria-hidden />
        <span className="hidden sm:inline">{t("button")}</span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ShareDialog
            resume={resume}
            open={open}
            onOpenChange={setOpen}
            changeVisibility={changeVisibility}
            changeSlug={changeSlug}
          />
        </Suspense>
      )}
    </>
  );
}
