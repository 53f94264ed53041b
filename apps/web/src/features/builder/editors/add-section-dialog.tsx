import { Plus } from "@phosphor-icons/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/dialog";
import { TextField } from "../components/fields";
import { optionalSections } from "../lib/sections";
import { addCustomSection, setSectionVisible } from "../state/actions";
import { useBuilderStore } from "../state/builder-store";

/**
 * The add-sections dialog (spec §2): bring back a hidden optional section, or add a custom one
 * (named by the user, or the custom-section label by default).
 */
export function AddSectionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("builder");
  const sections = useBuilderStore((s) => s.data.sections);
  const [name, setName] = useState("");
  const hidden = optionalSections.filter((key) => !sections[key].visible);
  const close = () => {
    setName("");
    onOpenChange(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t("addSection.title")}
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          addCustomSection(name);
          close();
        }}
      >
        <TextField
          id="custom-section-name"
          label={t("addSection.name")}
          value={name}
          onChange={setName}
          dir="auto"
        />
        <Button type="submit" className="self-start">
          <Plus aria-hidden />
          {t("addSection.addCustom")}
        </Button>
      </form>
      {hidden.length > 0 && (
        <div className="mt-5">
          <h3 className="mb-2 font-semibold text-slate-800 text-sm dark:text-slate-100">
            {t("addSection.hidden")}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {hidden.map((key) => (
              <li key={key}>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSectionVisible(key, true);
                    close();
                  }}
                >
                  <Plus aria-hidden />
                  {sections[key].name}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
