import { UploadSimple } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { useDialogStore } from "./dialog-store";
import { buttonStyles, Modal } from "./ui";

/** The import dialog's frame; PDF upload and parsing arrive with the import issue. */
export function ImportDialog() {
  const { t } = useTranslation("dashboard");
  const open = useDialogStore((s) => s.importOpen);
  const setOpen = useDialogStore((s) => s.setImportOpen);
  return (
    <Modal open={open} onOpenChange={setOpen} title={t("import.title")} description={t("import.comingSoon")}>
      <div className="flex flex-col items-center gap-4 py-4 text-center">
        <UploadSimple aria-hidden className="text-5xl text-slate-400" />
        <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(false)}>
          {t("dialog.cancel")}
        </button>
      </div>
    </Modal>
  );
}
