import { planIds, type pointPrices } from "./constants";
import { z } from "./zod";

/** What a ledger entry does to the balance: buying or a grant adds, a spend takes, a refund gives back. */
export const pointTransactionKinds = ["credit", "debit", "refund"] as const;
export type PointTransactionKind = (typeof pointTransactionKinds)[number];

/** What a ledger entry refers to: the print, AI call, comparison, interview, payment, grant or debit. */
export const pointReferenceTypes = [
  "print",
  "ai",
  "compare",
  "interview",
  "payment",
  "admin",
  "transaction",
] as const;
export type PointReferenceType = (typeof pointReferenceTypes)[number];

/** Every spender's reference type, so history can tell a download from an AI call. */
export const spenderReferenceTypes = {
  summaryImprovement: "ai",
  listWriting: "ai",
  compare: "compare",
  interview: "interview",
  cvDownload: "print",
} as const satisfies Record<keyof typeof pointPrices, PointReferenceType>;

/**
 * GET /api/subscription: the wallet's available points and premium membership
 * (`until` is an ISO timestamp; null when the user never had premium).
 */
export const subscriptionResponseSchema = z.object({
  available: z.number().int().min(0),
  premium: z.object({ active: z.boolean(), until: z.string().nullable() }),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/**
 * One ledger entry as the wallet screen shows it. `reason` is the spender key for debits, the plan
 * id for purchases, the operator's text for grants; `balanceAfter` is the balance it left.
 */
export const pointTransactionSchema = z.object({
  id: z.string(),
  kind: z.enum(pointTransactionKinds),
  points: z.number().int().positive(),
  balanceAfter: z.number().int().min(0),
  reason: z.string(),
  referenceType: z.enum(pointReferenceTypes),
  referenceId: z.string(),
  createdAt: z.string(),
});
export type PointTransaction = z.infer<typeof pointTransactionSchema>;

/** GET /api/subscription/transactions query: newest first, `before` is the previous page's nextCursor. */
export const transactionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

/** A page of ledger entries; nextCursor is null on the last page. */
export const transactionsPageSchema = z.object({
  items: z.array(pointTransactionSchema),
  nextCursor: z.string().nullable(),
});
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

/** POST /api/payment: the plan (bundle id) to buy. */
export const paymentRequestSchema = z.object({ subscription: z.enum(planIds) });
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** The checkout page the browser goes to. */
export const paymentResponseSchema = z.object({ url: z.string() });
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/** POST /api/admin/points: an operator grant to a user named by e-mail or username. */
export const adminGrantPointsRequestSchema = z.object({
  user: z.string().trim().min(1).max(320),
  points: z.number().int().positive().max(100_000),
  reason: z.string().trim().min(1).max(200),
  /** Lets a retried command grant once; a fresh key is made when absent. */
  idempotencyKey: z.string().min(1).max(200).optional(),
});
export type AdminGrantPointsRequest = z.infer<typeof adminGrantPointsRequestSchema>;

/** The grant's ledger entry and the user's new balance. */
export const adminGrantPointsResponseSchema = z.object({
  userId: z.string(),
  transaction: pointTransactionSchema,
  available: z.number().int().min(0),
});
export type AdminGrantPointsResponse = z.infer<typeof adminGrantPointsResponseSchema>;
