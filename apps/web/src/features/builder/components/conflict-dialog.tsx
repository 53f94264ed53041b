import { htmlToText } from "@sira/html";
import type { Resume } from "@sira/schema/api";
import { resolveTemplate } from "@sira/schema/constants";
import { type ListSectionKey, listSectionKeys, type ResumeData } from "@sira/schema/resume-data";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/dialog";
import { useBuilderStore } from "../state/builder-store";
import { useSaveStore } from "../state/save-store";
import { keepMyVersion, loadServerVersion } from "../state/use-autosave";

const plain = (html: string) => htmlToText(html).replace(/\s+/g, " ");

/** The facts the dialog compares, one row each. */
function describe(title: string, data: ResumeData, t: (key: string) => string): [string, string][] {
  const rows: [string, string][] = [
    [t("conflict.rows.title"), title],
    [t("conflict.rows.name"), data.basics.name],
    [t("conflict.rows.headline"), data.basics.headline],
    [t("conflict.rows.template"), t(`template.names.${resolveTemplate(data.metadata.template)}`)],
    [t("conflict.rows.summary"), plain(data.sections.summary.content).slice(0, 140)],
  ];
  for (const key of listSectionKeys as ListSectionKey[]) {
    const section = data.sections[key];
    const names = section.items.map((item) => {
      const record = item as unknown as Record<string, unknown>;
      return String(
        record.name ??
          record.company ??
          record.institution ??
          record.title ??
          record.network ??
          record.organization ??
          "",
      );
    });
    rows.push([section.name, names.filter(Boolean).join("، ") || String(section.items.length)]);
  }
  const custom = Object.values(data.sections.custom);
  if (custom.length)
    rows.push([t("conflict.rows.custom"), custom.map((c) => `${c.name} (${c.items.length})`).join("، ")]);
  return rows;
}

/**
 * Shown when the server has a newer version than the one being saved (another tab or device).
 * Both versions are laid side by side with differences highlighted; the user keeps theirs (saved
 * on top of the server's) or loads the newer one. Nothing is overwritten without this choice.
 */
export function ConflictDialog() {
  const { t, i18n } = useTranslation("builder");
  const server = useSaveStore((s) => s.conflict);
  const mineTitle = useBuilderStore((s) => s.title);
  const mineData = useBuilderStore((s) => s.data);
  const [busy, setBusy] = useState(false);
  if (!server) return null;
  const mine = describe(mineTitle, mineData, t);
  const theirs = describe(server.title, server.data, t);
  const updated = new Date(server.updatedAt).toLocaleString(
    i18n.language === "ar" ? "ar-SA-u-nu-latn" : i18n.language,
  );
  const handleKeep = async (s: Resume) => {
    setBusy(true);
    try {
      await keepMyVersion(s);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onOpenChange={() => undefined}
      title={t("conflict.title")}
      description={t("conflict.body", { time: updated })}
      wide
    >
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="text-start">
              <th className="p-2 text-start" scope="col">
                <span className="sr-only">{t("conflict.field")}</span>
              </th>
              <th className="p-2 text-start" scope="col">
                {t("conflict.mine")}
              </th>
              <th className="p-2 text-start" scope="col">
                {t("conflict.theirs")}
              </th>
            </tr>
          </thead>
          <tbody>
            {mine.map(([label, value], index) => {
              const other = theirs[index]?.[1] ?? "";
              const differs = other !== value;
              return (
                <tr
                  key={label}
                  data-differs={differs}
                  className={`border-slate-200 border-t dark:border-slate-700 ${differs ? "bg-amber-50 dark:bg-amber-950/40" : ""}`}
                >
                  <th scope="row" className="p-2 text-start font-medium text-slate-600 dark:text-slate-300">
                    {label}
                  </th>
                  <td className="p-2" dir="auto">
                    {value || "—"}
                  </td>
                  <td className="p-2" dir="auto">
                    {other || "—"}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => loadServerVersion(server)}>
          {t("conflict.loadTheirs")}
        </Button>
        <Button disabled={busy} onClick={() => handleKeep(server)}>
          {t("conflict.keepMine")}
        </Button>
      </div>
    </Modal>
  );
}
