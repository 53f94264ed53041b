import type { Config } from "../../config";
import { createOutboundClient, outboundRefusalOf, parseOutboundAllowList } from "../../http/guarded-fetch";
import type { AiProvider } from "./ai";
import { createOfflineProvider } from "./offline-provider";
import { createOpenAiProvider } from "./openai-provider";

/**
 * The AI provider a config asks for: the OpenAI-compatible adapter when AI_BASE_URL is set
 * (AI_API_KEY, AI_MODEL; requests through the guarded outbound client), else the offline
 * engine. `log` receives the adapter's warnings, and one at start when the guard refuses
 * AI_BASE_URL's host.
 */
export function selectAiProvider(
  config: Pick<Config, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "OUTBOUND_ALLOW_HOSTS">,
  log?: (message: string, details: Record<string, unknown>) => void,
): AiProvider {
  if (!config.AI_BASE_URL) return createOfflineProvider();
  const policy = parseOutboundAllowList(config.OUTBOUND_ALLOW_HOSTS);
  void outboundRefusalOf(config.AI_BASE_URL, policy).then((reason) => {
    if (reason)
      log?.("AI_BASE_URL is refused by the outbound guard: add its host to OUTBOUND_ALLOW_HOSTS", { reason });
  });
  return createOpenAiProvider({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: 60_000,
    log,
    // A model server on the LAN needs its host in OUTBOUND_ALLOW_HOSTS.
    fetch: createOutboundClient(policy, {
      timeoutMs: 60_000,
      maxBytes: 8 * 1024 * 1024,
    }).fetch,
  });
}
