import type { Db } from "./client";

/** A named, idempotent seeding step; `npm run db:seed` and the first embedded start run them. */
export interface Seeder {
  name: string;
  run(db: Db): Promise<string>;
}
