import { limits } from "@sira/schema/constants";
import { ProgressRing } from "../../components/ui/progress";

/** Ring colour of spec §9: green from 60, amber 50–59, red below. */
export function ringColour(score: number): string {
  const percent = Math.round(score * 100);
  if (percent >= limits.passThreshold * 100) return "text-emerald-600 dark:text-emerald-400";
  if (percent >= 50) return "text-amber-500";
  return "text-red-600 dark:text-red-400";
}

/** A circular 0–100 % score with the number in the middle; `label` names it for screen readers. */
export function ScoreRing({ score, label, size = 112 }: { score: number; label: string; size?: number }) {
  const percent = Math.round(Math.max(0, Math.min(1, score)) * 100);
  return (
    <div
      role="img"
      aria-label={`${label}: ${percent}%`}
      className={`relative inline-grid shrink-0 place-items-center ${ringColour(score)}`}
      style={{ inlineSize: size, blockSize: size }}
    >
      <ProgressRing fraction={percent / 100} box={100} radius={42} width={10} arcClassName="stroke-current" />
      <bdi className="font-bold text-2xl text-slate-900 tabular-nums dark:text-white" dir="ltr">
        {percent}%
      </bdi>
    </div>
  );
}
