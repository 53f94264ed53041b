import type { Config } from "../../config";
import type { AiProvider } from "./ai";
import { createOfflineProvider } from "./offline-provider";
import { createOpenAiProvider } from "./openai-provider";

/**
 * The AI provider a config asks for: the OpenAI-compatible adapter when AI_BASE_URL is set
 * (AI_API_KEY, AI_MODEL), else the offline engine. `log` receives the adapter's warnings.
 */
export function selectAiProvider(
  config: Pick<Config, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL">,
  log?: (message: string, details: Record<string, unknown>) => void,
): AiProvider {
  if (!config.AI_BASE_URL) return createOfflineProvider();
  return createOpenAiProvider({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: 60_000,
    log,
  });
}
