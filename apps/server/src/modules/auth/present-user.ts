import type { User } from "@sira/schema";
import type { Db } from "../../db/client";
import type { UserRow } from "../../http/auth-guard";
import { isTwoFactorEnabled } from "./two-factor.service";

/** The API shape of a user row. */
export function toUser(row: UserRow, twoFactorEnabled = false): User {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    emailVerified: row.emailVerified,
    picture: row.picture,
    locale: row.locale,
    twoFactorEnabled,
    provider: row.provider,
  };
}

/** The API view of a user row, with its two-factor flag read from the secrets. */
export async function presentUser(db: Db, row: UserRow): Promise<User> {
  return toUser(row, await isTwoFactorEnabled(db, row.id));
}
