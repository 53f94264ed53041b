import { ArrowRight, Check, MagicWand, Quotes, Scissors, X } from "@phosphor-icons/react";
import type { Resume } from "@sira/schema/api";
import { pointPrices } from "@sira/schema/constants";
import type { RewriteTailorResponse, TailorProposalInfo } from "@sira/schema/tailor-api";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PointsCost, useConfirmedSpend } from "../../components/spend-confirm";
import { tailorBeforeKey } from "../../components/tailor-button";
import { Button } from "../../components/ui/button";
import { useAiDriver } from "../../lib/ai-driver";
import { toastError } from "../../lib/errors";
import { toastSpendError } from "../../lib/spend";
import { acceptTailorChange, rewriteForJob, tailorKey, useTailorState } from "./tailor-api";

export interface TailorPanelProps {
  /** The resume open in the builder, its saved version, and how to save and reload it. */
  resumeId: string;
  version: number | undefined;
  flush: () => Promise<void>;
  load: (resume: Resume) => void;
}

const percent = (score: number) => `${Math.round(score * 100)}%`;

/** Words of `before` and `after` marked kept, removed or added (longest common subsequence). */
export function wordDiff(before: string, after: string): { text: string; kind: "same" | "del" | "ins" }[] {
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  if (a.length * b.length > 250_000)
    return [
      { text: before, kind: "del" },
      { text: after, kind: "ins" },
    ];
  const dp = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      dp[i]![j] = a[i] === b[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
  const out: { text: string; kind: "same" | "del" | "ins" }[] = [];
  const push = (text: string, kind: "same" | "del" | "ins") => {
    const last = out.at(-1);
    if (last?.kind === kind) last.text += text;
    else out.push({ text, kind });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push(a[i++]!, "same");
      j++;
    } else if (j < b.length && (i === a.length || dp[i]![j + 1]! >= dp[i + 1]![j]!)) push(b[j++]!, "ins");
    else push(a[i++]!, "del");
  }
  return out;
}

function Diff({ proposal }: { proposal: TailorProposalInfo }) {
  const { t } = useTranslation("tailor");
  if (proposal.kind === "hide-item" || proposal.kind === "show-item")
    return (
      <p className="text-sm">
        <span
          className={
            proposal.kind === "hide-item" ? "text-slate-500 line-through" : "text-teal-800 dark:text-teal-300"
          }
        >
          <bdi>{proposal.label}</bdi>
        </span>{" "}
        <span className="text-slate-500 text-xs">
          ({t(proposal.kind === "hide-item" ? "panel.hidden" : "panel.shown")})
        </span>
      </p>
    );
  const parts = wordDiff(proposal.before, proposal.after);
  return (
    <p className="whitespace-pre-line text-sm leading-7" dir="auto" data-testid="tailor-diff">
      {parts.map((part, i) =>
        part.kind === "same" ? (
          <span key={i}>{part.text}</span>
        ) : part.kind === "del" ? (
          <del key={i} className="rounded bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200">
            {part.text}
          </del>
        ) : (
          <ins
            key={i}
            className="rounded bg-emerald-50 text-emerald-900 no-underline dark:bg-emerald-950 dark:text-emerald-200"
          >
            {part.text}
          </ins>
        ),
      )}
    </p>
  );
}

function ProposalCard({
  proposal,
  busy,
  onAccept,
  onReject,
}: {
  proposal: TailorProposalInfo;
  busy: boolean;
  onAccept: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation("tailor");
  return (
    <li
      className="space-y-2 border-slate-200 border-t py-3 first:border-t-0 dark:border-slate-800"
      data-testid="tailor-proposal"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 flex-1 font-medium text-slate-900 text-sm dark:text-white">
          {t(`kind.${proposal.kind}`, { label: proposal.label })}
        </h3>
        {proposal.gain > 0 && (
          <span className="rounded-full bg-teal-50 px-2 py-0.5 font-medium text-teal-800 text-xs dark:bg-teal-950 dark:text-teal-200">
            {t("panel.gain", { value: Math.round(proposal.gain * 100) })}
          </span>
        )}
      </div>
      <Diff proposal={proposal} />
      {proposal.evidence && (
        <blockquote className="flex gap-1.5 rounded-lg bg-slate-50 p-2 text-slate-700 text-xs dark:bg-slate-800 dark:text-slate-200">
          <Quotes aria-hidden className="shrink-0 text-slate-400" />
          <span>
            {t("panel.evidence")} <bdi dir="auto">{proposal.evidence}</bdi>
          </span>
        </blockquote>
      )}
      <div className="flex gap-2">
        <Button size="sm" disabled={busy} onClick={onAccept} data-testid="tailor-accept">
          <Check aria-hidden />
          {t("panel.accept")}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={onReject} data-testid="tailor-reject">
          <X aria-hidden />
          {t("panel.reject")}
        </Button>
      </div>
    </li>
  );
}

/**
 * The builder's side panel when the resume was made with "Tailor for this job" (`?tailor=<card>`):
 * the match score before tailoring and now, then each proposed change as a diff to accept or
 * reject one by one (accepting saves through POST /api/tailor/:id/accept, which refuses anything
 * the resume does not show); with a model server, a paid rewrite of the experience bullets.
 */
export function TailorPanel({ resumeId, version, flush, load }: TailorPanelProps) {
  const [params] = useSearchParams();
  const applicationId = params.get("tailor") ?? "";
  if (!applicationId || !resumeId) return null;
  return <Panel applicationId={applicationId} version={version} flush={flush} load={load} />;
}

function Panel({
  applicationId,
  version,
  flush,
  load,
}: { applicationId: string } & Omit<TailorPanelProps, "resumeId">) {
  const { t } = useTranslation("tailor");
  const queryClient = useQueryClient();
  const driver = useAiDriver();
  const state = useTailorState(applicationId, version);
  const [rejected, setRejected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [rewrites, setRewrites] = useState<RewriteTailorResponse | null>(null);
  const [open, setOpen] = useState(true);
  const stored = sessionStorage.getItem(tailorBeforeKey(applicationId));
  const [firstScore] = useState(() => (stored === null ? undefined : Number(stored)));
  const before = firstScore ?? state.data?.score;
  const after = state.data?.score;

  const proposals = useMemo(() => {
    const all = [...(rewrites?.proposals ?? []), ...(state.data?.proposals ?? [])];
    return all.filter((p) => !rejected.has(p.id));
  }, [rewrites, state.data, rejected]);

  const accept = async (proposal: TailorProposalInfo) => {
    setBusy(true);
    try {
      await flush();
      const saved = await acceptTailorChange(applicationId, {
        change: proposal.change,
        version: version ?? 1,
      });
      if (proposal.kind === "rewrite")
        setRewrites((r) => (r ? { ...r, proposals: r.proposals.filter((p) => p.id !== proposal.id) } : r));
      load(saved.resume);
      await queryClient.invalidateQueries({ queryKey: tailorKey(applicationId) });
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  const rewrite = useConfirmedSpend(t("panel.rewrite"), pointPrices.listWriting, () => {
    setBusy(true);
    void flush()
      .then(() => rewriteForJob(applicationId))
      .then(setRewrites, (error) => toastSpendError(error))
      .finally(() => setBusy(false));
  });

  return (
    <section
      aria-labelledby="tailor-title"
      data-testid="tailor-panel"
      className="rounded-xl border border-teal-600/40 bg-white p-4 dark:border-teal-500/40 dark:bg-slate-900"
    >
      <div className="flex items-start gap-2">
        <Scissors aria-hidden className="mt-1 shrink-0 text-lg text-teal-700" />
        <div className="min-w-0 flex-1">
          <h2 id="tailor-title" className="font-semibold text-slate-900 dark:text-white">
            {t("panel.title")}
          </h2>
          {state.data && (
            <p className="text-slate-600 text-sm dark:text-slate-300">
              <bdi>
                {[state.data.application.position, state.data.application.company]
                  .filter(Boolean)
                  .join(" — ")}
              </bdi>
            </p>
          )}
        </div>
        <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? t("panel.collapse") : t("panel.expand")}
        </Button>
      </div>
      {before !== undefined && after !== undefined && (
        <div className="mt-3 flex items-center gap-3" data-testid="tailor-score">
          <span className="text-slate-600 text-sm dark:text-slate-300">{t("panel.score")}</span>
          <span className="rounded-lg bg-slate-100 px-2 py-1 text-sm dark:bg-slate-800">
            {t("panel.before")}{" "}
            <bdi dir="ltr">
              <strong data-testid="tailor-score-before">{percent(before)}</strong>
            </bdi>
          </span>
          <ArrowRight aria-hidden className="rtl:rotate-180" />
          <span className="rounded-lg bg-teal-50 px-2 py-1 text-sm dark:bg-teal-950">
            {t("panel.after")}{" "}
            <bdi dir="ltr">
              <strong data-testid="tailor-score-after">{percent(after)}</strong>
            </bdi>
          </span>
        </div>
      )}
      {open && (
        <>
          {state.isPending && <p className="mt-3 text-slate-500 text-sm">{t("panel.loading")}</p>}
          {state.data && proposals.length === 0 && (
            <p className="mt-3 text-slate-700 text-sm dark:text-slate-200">{t("panel.none")}</p>
          )}
          <ul className="mt-2">
            {proposals.map((p) => (
              <ProposalCard
                key={p.id}
                proposal={p}
                busy={busy}
                onAccept={() => void accept(p)}
                onReject={() => setRejected((s) => new Set(s).add(p.id))}
              />
            ))}
          </ul>
          {rewrites && rewrites.refused.length > 0 && (
            <div
              role="status"
              className="mt-2 rounded-lg bg-amber-50 p-2 text-amber-900 text-xs dark:bg-amber-950 dark:text-amber-100"
            >
              {t("panel.refused")}
              <ul className="mt-1 list-disc ps-5">
                {rewrites.refused.map((r) => (
                  <li key={r.label + r.text}>
                    <bdi>{r.label}</bdi>: <bdi>{r.facts.map((f) => f.value).join(" · ")}</bdi>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {driver === "openai-compatible" && (
            <div className="mt-3 flex items-center gap-2 border-slate-200 border-t pt-3 dark:border-slate-800">
              <Button size="sm" variant="secondary" disabled={busy} onClick={rewrite.request}>
                <MagicWand aria-hidden />
                {t("panel.rewrite")}
              </Button>
              <PointsCost points={pointPrices.listWriting} />
            </div>
          )}
          <p className="mt-3 text-slate-500 text-xs">{t("panel.note")}</p>
        </>
      )}
      {rewrite.dialog}
    </section>
  );
}
