import { type PointSpender, pointPrices } from "@sira/schema/constants";
import { type CurrencyCode, currencyCodes } from "@sira/schema/currencies";
import { useQuery } from "@tanstack/react-query";

/** What this server offers, from GET /api/health: its AI driver and its checkout's currency. */
interface ServerOffer {
  aiDriver: "openai-compatible" | "offline";
  paymentCurrency: CurrencyCode;
}

const isCurrency = (code: unknown): code is CurrencyCode =>
  typeof code === "string" && (currencyCodes as readonly string[]).includes(code);

/** Health, read once per session; undefined while loading. */
function useServerOffer(): ServerOffer | undefined {
  const { data } = useQuery({
    queryKey: ["health", "offer"],
    queryFn: async (): Promise<ServerOffer> => {
      const res = await fetch("/api/health", { credentials: "include" });
      const body = (await res.json()) as { ai?: { driver?: string }; payment?: { currency?: string } };
      return {
        aiDriver: body.ai?.driver === "openai-compatible" ? "openai-compatible" : "offline",
        paymentCurrency: isCurrency(body.payment?.currency) ? body.payment.currency : "USD",
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data;
}

/**
 * Whether the server has a model server ("openai-compatible") or only the offline engine.
 * Generative AI buttons show only with a model server; offline suggestions show always.
 * Undefined while loading.
 */
export function useAiDriver(): "openai-compatible" | "offline" | undefined {
  return useServerOffer()?.aiDriver;
}

/** The currency checkouts charge in (PAYMENT_CURRENCY); undefined while loading. */
export function usePaymentCurrency(): CurrencyCode | undefined {
  return useServerOffer()?.paymentCurrency;
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
