import { randomUUID } from "node:crypto";
import type { AdminGrantPointsRequest, AdminGrantPointsResponse } from "@sira/schema";
import { eq, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { creditPoints } from "./credit-points";
import { toPointTransaction } from "./ledger.repository";

/**
 * Operator grant (POST /api/admin/points, `npm run admin -- points grant`): credit a user named
 * by e-mail or username, recorded in the ledger like any credit with the operator's reason.
 * An unknown user is NotFound; a repeated idempotency key grants once.
 */
export async function grantPoints(
  db: Db,
  request: AdminGrantPointsRequest,
): Promise<AdminGrantPointsResponse> {
  const name = request.user.toLowerCase();
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, name), eq(users.username, name)))
    .limit(1);
  if (!user) throw new AppError("NotFound");
  const grantId = randomUUID();
  const outcome = await creditPoints(db, {
    userId: user.id,
    points: request.points,
    reason: request.reason,
    reference: { type: "admin", id: grantId },
    idempotencyKey: request.idempotencyKey ?? `admin:${grantId}`,
  });
  return {
    userId: user.id,
    transaction: toPointTransaction(outcome.transaction),
    available: outcome.balance,
  };
}
