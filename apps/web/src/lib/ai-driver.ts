import { type PointSpender, pointPrices } from "@sira/schema/constants";
import { useQuery } from "@tanstack/react-query";

/**
 * Whether the server has a model server ("openai-compatible") or only the offline engine, from
 * GET /api/health (read once per session). Generative AI buttons show only with a model server;
 * offline suggestions show always. Undefined while loading.
 */
export function useAiDriver(): "openai-compatible" | "offline" | undefined {
  const { data } = useQuery({
    queryKey: ["health", "ai-driver"],
    queryFn: async () => {
      const res = await fetch("/api/health", { credentials: "include" });
      const body = (await res.json()) as { ai?: { driver?: string } };
      return body.ai?.driver === "openai-compatible" ? ("openai-compatible" as const) : ("offline" as const);
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data;
}

/** The point spenders that only a model server performs (the offline engine has no generation). */
const modelServerSpenders: ReadonlySet<PointSpender> = new Set(["summaryImprovement", "listWriting"]);

/** The spenders this server really offers, in the price table's order; none while loading. */
export function offeredSpenders(driver: ReturnType<typeof useAiDriver>): PointSpender[] {
  if (driver === undefined) return [];
  return (Object.keys(pointPrices) as PointSpender[]).filter(
    (spender) => driver === "openai-compatible" || !modelServerSpenders.has(spender),
  );
}
