import { Scissors } from "@phosphor-icons/react";
import type { CreateTailorResponse } from "@sira/schema/tailor-api";
import { createTailorResponseSchema } from "@sira/schema/tailor-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { api } from "../lib/api";
import { toastError } from "../lib/errors";
import { resumesKey, useResumeList } from "../lib/resume-list";
import { Button } from "./ui/button";
import { Modal } from "./ui/dialog";
import { inputClass } from "./ui/form";

/** Where the panel finds the score before tailoring (the chosen resume's), per application. */
export const tailorBeforeKey = (applicationId: string) => `sira-tailor-before-${applicationId}`;

/**
 * "Tailor for this job" (issue 41), on a job page, a tracker card and a compare result: choose
 * the resume to copy (the default first), then POST /api/tailor makes the copy linked to the
 * job's tracker card and the builder opens it with the proposals panel (`?tailor=<card>`).
 */
export function TailorButton({
  target,
  resumeId,
  className,
}: {
  target: { jobId: string } | { applicationId: string };
  /** The resume to propose first (else the default one). */
  resumeId?: string;
  className?: string;
}) {
  const { t } = useTranslation("tailor");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resumes = useResumeList();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string>("");
  const list = resumes.data ?? [];
  const selected = chosen || resumeId || list.find((r) => r.isDefault)?.id || list[0]?.id || "";
  const create = useMutation({
    mutationFn: () =>
      api<CreateTailorResponse>("/tailor", {
        method: "POST",
        body: { resumeId: selected, ...target },
        schema: createTailorResponseSchema,
      }),
    onSuccess: (made) => {
      sessionStorage.setItem(tailorBeforeKey(made.applicationId), String(made.score));
      void queryClient.invalidateQueries({ queryKey: resumesKey });
      void queryClient.invalidateQueries({ queryKey: ["applications"] });
      navigate(`/builder/${made.resume.id}?tailor=${made.applicationId}`);
    },
    onError: (error) => toastError(error),
  });
  return (
    <>
      <button
        type="button"
        data-testid="tailor-button"
        onClick={() => setOpen(true)}
        className={
          className ??
          "flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:border-teal-600 dark:border-slate-700 dark:text-slate-100"
        }
      >
        <Scissors aria-hidden />
        {t("button")}
        <span className="text-slate-500 text-xs">({t("free")})</span>
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t("choose.title")} description={t("choose.body")}>
        {list.length === 0 ? (
          <p className="text-slate-700 text-sm dark:text-slate-200">{t("choose.noResume")}</p>
        ) : (
          <label className="block text-sm">
            <span className="mb-1 block font-medium text-slate-800 dark:text-slate-100">
              {t("choose.resume")}
            </span>
            <select
              className={inputClass()}
              value={selected}
              onChange={(e) => setChosen(e.target.value)}
              data-testid="tailor-resume"
            >
              {list.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.title}
                  {r.isDefault ? ` ${t("choose.default")}` : ""}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("choose.cancel")}
          </Button>
          <Button
            disabled={!selected || create.isPending}
            onClick={() => create.mutate()}
            data-testid="tailor-start"
          >
            {t("choose.start")}
          </Button>
        </div>
      </Modal>
    </>
  );
}
