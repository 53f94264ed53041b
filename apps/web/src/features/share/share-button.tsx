import { ShareNetwork } from "@phosphor-icons/react";
import type { Resume } from "@sira/schema/api";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ShareDialog, type ShareDialogProps } from "./share-dialog";

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
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t("button")}
        title={t("button")}
      >
        <ShareNetwork aria-hidden />
        <span className="hidden sm:inline">{t("button")}</span>
      </button>
      <ShareDialog
        resume={resume}
        open={open}
        onOpenChange={setOpen}
        changeVisibility={changeVisibility}
        changeSlug={changeSlug}
      />
    </>
  );
}
