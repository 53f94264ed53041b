import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/dialog";

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
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t("actions.cancel")}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            onConfirm();
            onOpenChange(false);
          }}
        >
          {t("actions.delete")}
        </Button>
      </div>
    </Modal>
  );
}
