import { CaretDown, Copy, DotsSixVertical, Eye, Plus, Trash } from "@phosphor-icons/react";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { getListSection, itemHeadingFields, type SectionType, sectionTypeOf } from "../lib/sections";
import { useBuilderStore } from "../state/builder-store";
import { SectionCard } from "./section-card";

/**
 * The list sections' editor (items, their forms and drag and drop, dnd-kit) is a chunk of its own
 * (issue 39): the first step shows the basics and personal details first, and the profiles list
 * below them loads once it comes near the screen or the user does anything at all (a key, a
 * pointer, a scroll), so a keyboard user never tabs past a list that is not there yet.
 */
const loadEditor = () => import("./list-section-editor");
const ListSectionEditorChunk = lazy(() => loadEditor().then((m) => ({ default: m.ListSectionEditor })));

/**
 * A list section while its editor loads: its card with the real header, and each item as its
 * folded row (same boxes, same texts), so nothing moves when the editor takes its place; inert,
 * and busy for assistive technology.
 */
function ListSectionSkeleton({ sectionId }: { sectionId: string }) {
  const { t } = useTranslation("builder");
  const section = useBuilderStore((s) => getListSection(s.data, sectionId));
  if (!section) return null;
  const type = sectionTypeOf(sectionId) as SectionType;
  const [titleField, subtitleField] = itemHeadingFields[type];
  const slot = "inline-flex size-8 shrink-0 items-center justify-center text-slate-300 dark:text-slate-600";
  return (
    <SectionCard sectionId={sectionId}>
      <div aria-busy="true">
        <div inert aria-hidden>
          {section.items.length === 0 && (
            <p className="mb-3 text-slate-500 text-sm dark:text-slate-400">{t("section.empty")}</p>
          )}
          <ul className="flex flex-col gap-2">
            {section.items.map((item) => {
              const record = item as unknown as Record<string, unknown>;
              const title = String(record[titleField] ?? "").trim() || t("item.untitled");
              const subtitle = subtitleField !== titleField ? String(record[subtitleField] ?? "").trim() : "";
              return (
                <li
                  key={item.id}
                  className="rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/60"
                >
                  <div className="flex items-center gap-1 p-1.5">
                    <span className={slot}>
                      <DotsSixVertical className="text-lg" />
                    </span>
                    <span className="flex min-w-0 flex-1 items-center gap-2 rounded-lg px-1 py-1 text-start">
                      <span className={`min-w-0 flex-1 ${item.visible ? "" : "opacity-50"}`}>
                        <span className="block truncate font-medium text-slate-900 text-sm dark:text-white">
                          <bdi>{title}</bdi>
                        </span>
                        {subtitle && (
                          <span className="block truncate text-slate-500 text-xs dark:text-slate-400">
                            <bdi>{subtitle}</bdi>
                          </span>
                        )}
                      </span>
                      <CaretDown className="shrink-0" />
                    </span>
                    <span className={slot}>
                      <Eye />
                    </span>
                    <span className={slot}>
                      <Copy />
                    </span>
                    <span className={slot}>
                      <Trash />
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
          <Button variant="secondary" className="mt-3 w-full border-dashed" disabled>
            <Plus aria-hidden />
            {section.items.length === 0 ? t("section.add") : t("section.addAnother")}
          </Button>
        </div>
      </div>
    </SectionCard>
  );
}

/** The editor of one list section, loaded on first use, its skeleton holding its place. */
export function ListSectionEditor({ sectionId }: { sectionId: string }) {
  return (
    <Suspense fallback={<ListSectionSkeleton sectionId={sectionId} />}>
      <ListSectionEditorChunk sectionId={sectionId} />
    </Suspense>
  );
}

const useEvents = ["keydown", "pointerdown", "wheel", "touchstart", "scroll"] as const;

/**
 * `children` (a section below the first screen) once it comes within a screen of view or the
 * user does anything (a key, a pointer, a wheel or touch, a scroll); until then its skeleton.
 */
export function WhenNeeded({ sectionId, children }: { sectionId: string; children: ReactNode }) {
  const [needed, setNeeded] = useState(false);
  const placeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (needed) return;
    const need = () => setNeeded(true);
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && need(), {
            rootMargin: "0px 0px 100% 0px",
          });
    if (placeRef.current) observer?.observe(placeRef.current);
    else need();
    for (const type of useEvents)
      window.addEventListener(type, need, { capture: true, passive: true, once: true });
    return () => {
      observer?.disconnect();
      for (const type of useEvents) window.removeEventListener(type, need, { capture: true });
    };
  }, [needed]);
  if (needed) return <>{children}</>;
  return (
    <div ref={placeRef}>
      <ListSectionSkeleton sectionId={sectionId} />
    </div>
  );
}
