import { limits } from "@sira/schema/constants";

/** Level 1-5 as five marks, 128 px wide in all (spec §5); level 0 shows nothing. */
export function Rating({ level }: { level: number }) {
  const value = Math.round(Math.min(limits.levelMax, Math.max(0, level)));
  if (value <= 0) return null;
  return (
    <div className="sira-rating" role="img" aria-label={`${value} / ${limits.levelMax}`}>
      {Array.from({ length: limits.levelMax }, (_, i) => (
        <span key={i} className="sira-rating-mark" data-filled={i < value ? "true" : undefined} />
      ))}
    </div>
  );
}
