import type { Mailer } from "../../adapters/mail/mail";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { JobMatcher } from "../jobs/jobs.public";
import { sendJobAlerts } from "./job-alerts.service";

/** What a scheduled run gets from whoever runs it (the durable work queue). */
export interface ScheduledWorkDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "PUBLIC_URL" | "SECRET_KEY">;
  matcher: JobMatcher;
}

/** One job for the work queue: a unique name, a cron schedule (UTC) and the work. */
export interface ScheduledWork {
  name: string;
  cron: string;
  run(deps: ScheduledWorkDeps, now?: Date): Promise<unknown>;
}

/**
 * The tracker's scheduled work, for the queue to register (this module schedules nothing
 * itself). Both runs are safe to repeat: a user mailed too recently for the frequency is
 * skipped. 04:00 UTC is 07:00 in Riyadh and 08:00 in Dubai, and the day next steps are due on
 * (UTC) is then the same day as in the Gulf.
 * - `job-alerts-daily`: new matched jobs since the last mail plus next steps due today or
 *   overdue (collectDueFollowUps), for users who chose daily alerts.
 * - `job-alerts-weekly`: new matched jobs of the week, Sundays (the Gulf's first working day).
 */
export const scheduledWork: ScheduledWork[] = [
  {
    name: "job-alerts-daily",
    cron: "0 4 * * *",
    run: (deps, now) => sendJobAlerts({ ...deps, now, frequency: "daily" }),
  },
  {
    name: "job-alerts-weekly",
    cron: "0 4 * * 0",
    run: (deps, now) => sendJobAlerts({ ...deps, now, frequency: "weekly" }),
  },
];
