import { useTranslation } from "react-i18next";
import { Modal } from "../../../components/ui/dialog";
import { buttonClass } from "./ui";

/** Spec §2: deleting in the builder asks first and warns that deletion is permanent (then offers undo). */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("builder");
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={t("delete.warning")}>
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass.secondary} onClick={() => onOpenChange(false)}>
          {t("actions.cancel")}
        </button>
        <button
          type="button"
          className={buttonClass.danger}
          onClick={() => {
            onConfirm();
            onOpenChange(false);
          }}
        >
          {t("actions.delete")}
        </button>
      </div>
    </Modal>
  );
}
