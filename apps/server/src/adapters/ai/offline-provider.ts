import { AppError } from "../../http/app-error";
import type { AiProvider, AiTask } from "./ai";

/**
 * The embedded default: answers a task with its offline computation (packages/nlp through
 * `task.offline`), validated by the task's schema like a model's answer. Tasks that need text
 * generation have no offline answer and are refused with ModelServerRequired, before any charge.
 */
export function createOfflineProvider(): AiProvider {
  return {
    driver: "offline",
    async run<T>(task: AiTask<T>): Promise<T> {
      if (!task.offline) throw new AppError("ModelServerRequired");
      return task.schema.parse(task.offline());
    },
  };
}
