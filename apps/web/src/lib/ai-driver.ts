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
