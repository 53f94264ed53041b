import type { Seeder } from "./db/seeder";
import { demoJobsSeeder } from "./modules/jobs/jobs.module";

/** Registered seeders, in order (the modules' own): `npm run db:seed` and the first embedded start run them. */
export const seeders: Seeder[] = [demoJobsSeeder];
