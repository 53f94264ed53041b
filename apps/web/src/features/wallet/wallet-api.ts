import {
  type PlanId,
  paymentResponseSchema,
  type TransactionsPage,
  transactionsPageSchema,
} from "@sira/schema";
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { walletQueryPrefix } from "../../lib/balance";
import { toastError } from "../../lib/errors";

const pageSize = 20;

/** The ledger, newest first, a page at a time (GET /api/subscription/transactions). */
export function useTransactions() {
  return useInfiniteQuery({
    queryKey: [...walletQueryPrefix, "transactions"],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }): Promise<TransactionsPage> =>
      api(`/subscription/transactions?limit=${pageSize}${pageParam ? `&before=${pageParam}` : ""}`, {
        schema: transactionsPageSchema,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/**
 * Buy a plan: POST /api/payment, then the browser goes to the returned checkout (spec §4). The
 * points arrive by the provider's webhook, never by the return URL.
 */
export function useBuyPlan() {
  return useMutation({
    mutationFn: (plan: PlanId) =>
      api("/payment", { method: "POST", body: { subscription: plan }, schema: paymentResponseSchema }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toastError(error),
  });
}
