import { demoJobsSeeder } from "../modules/jobs/demo/demo-jobs.seeder";
import type { Seeder } from "./seeder";

/** Registered seeders, in order. The jobs module adds its bundled demo set here. */
export const seeders: Seeder[] = [demoJobsSeeder];
