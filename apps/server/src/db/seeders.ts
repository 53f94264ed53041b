import { demoJobsSeeder } from "../modules/jobs/demo/demo-jobs.seeder";
import type { Db } from "./client";

/** A named, idempotent seeding step; `npm run db:seed` and the first embedded start run them. */
export interface Seeder {
  name: string;
  run(db: Db): Promise<string>;
}

/** Registered seeders, in order. The jobs module adds its bundled demo set here. */
export const seeders: Seeder[] = [demoJobsSeeder];
