import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Eye, EyeSlash, Trash } from "@phosphor-icons/react";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "../../../components/ui/form";
import { IconButton } from "../../../components/ui/icon-button";
import { ConfirmDeleteDialog } from "../components/confirm-dialog";
import { useUndoToast } from "../components/undo-toast";
import { canMoveSection } from "../lib/layout";
import { getSection } from "../lib/sections";
import { deleteCustomSection, moveSectionTo, renameSection, setSectionVisible } from "../state/actions";
import { useBuilderStore } from "../state/builder-store";

/**
 * A section's frame: its name (editable for custom sections), show/hide, move up/down (wrapping),
 * move left/right between columns (disabled at the edge), and delete for custom sections.
 */
export function SectionCard({ sectionId, children }: { sectionId: string; children: ReactNode }) {
  const { t } = useTranslation("builder");
  const section = useBuilderStore((s) => getSection(s.data, sectionId));
  const layout = useBuilderStore((s) => s.data.metadata.layout);
  const endGroup = useBuilderStore((s) => s.endGroup);
  const showUndo = useUndoToast((s) => s.show);
  const [confirming, setConfirming] = useState(false);
  if (!section) return null;
  const isCustom = sectionId.startsWith("custom.");
  const headingId = `section-${sectionId}-title`;
  const move = (direction: "up" | "down" | "left" | "right", label: string, icon: ReactNode) => (
    <IconButton
      label={label}
      disabled={!canMoveSection(layout, sectionId, direction)}
      onClick={() => moveSectionTo(sectionId, direction)}
    >
      {icon}
    </IconButton>
  );
  return (
    <section
      aria-labelledby={headingId}
      data-section={sectionId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="mb-3 flex flex-wrap items-center gap-2">
        {isCustom ? (
          <Input
            id={headingId}
            aria-label={t("section.rename")}
            className="max-w-64 font-semibold text-base"
            value={section.name}
            onChange={(e) => renameSection(sectionId, e.target.value)}
            onBlur={endGroup}
          />
        ) : (
          <h2 id={headingId} className="font-bold text-lg text-slate-900 dark:text-white">
            {section.name}
          </h2>
        )}
        <div className="ms-auto flex flex-wrap items-center gap-0.5">
          <IconButton
            label={section.visible ? t("section.hide") : t("section.show")}
            pressed={!section.visible}
            onClick={() => setSectionVisible(sectionId, !section.visible)}
          >
            {section.visible ? <Eye aria-hidden /> : <EyeSlash aria-hidden />}
          </IconButton>
          {move("up", t("section.moveUp"), <ArrowUp aria-hidden />)}
          {move("down", t("section.moveDown"), <ArrowDown aria-hidden />)}
          {move("left", t("section.moveLeft"), <ArrowLeft aria-hidden />)}
          {move("right", t("section.moveRight"), <ArrowRight aria-hidden />)}
          {isCustom && (
            <IconButton label={t("section.delete")} onClick={() => setConfirming(true)}>
              <Trash aria-hidden className="text-red-600" />
            </IconButton>
          )}
        </div>
      </header>
      <div className={section.visible ? "" : "opacity-60"}>{children}</div>
      {isCustom && (
        <ConfirmDeleteDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t("section.deleteTitle", { name: section.name })}
          onConfirm={() =>
            showUndo(t("section.deleted", { name: section.name }), deleteCustomSection(sectionId))
          }
        />
      )}
    </section>
  );
}
