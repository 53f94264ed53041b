import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../../../app-deps";
import type { JobImportContext } from "../job-import.service";

export function registerFeedModule(_app: FastifyInstance, _deps: RunningDeps, _ctx: JobImportContext): void {}
