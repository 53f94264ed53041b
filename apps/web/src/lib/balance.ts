import { type SubscriptionResponse, subscriptionResponseSchema } from "@sira/schema/wallet-api";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api";
import { queryClient } from "./query-client";

/**
 * The wallet balance, shared by every feature that shows or spends points (navbar, wallet, builder,
 * compare, interview, download): one query of GET /api/subscription, one refresh.
 */

/** Every wallet query lives under this prefix, so one invalidation refreshes them all. */
export const walletQueryPrefix = ["subscription"] as const;
/** Query key of GET /api/subscription. */
export const subscriptionQueryKey = [...walletQueryPrefix, "balance"] as const;

/** GET /api/subscription: available points and premium membership. */
export function fetchSubscription(): Promise<SubscriptionResponse> {
  return api("/subscription", { schema: subscriptionResponseSchema, redirectOnAuthFailure: false });
}

/**
 * The wallet balance and premium membership (GET /api/subscription), shared by the navbar, the
 * wallet screens and the builder. `data.available` is the points balance.
 */
export function useBalance() {
  return useQuery({ queryKey: subscriptionQueryKey, queryFn: fetchSubscription });
}

/**
 * Refetch the balance and transaction history; call after every spend (print, AI, compare,
 * interview) and after a purchase (spec §4).
 */
export function refreshBalance(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: walletQueryPrefix });
}
