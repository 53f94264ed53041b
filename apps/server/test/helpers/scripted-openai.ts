import http from "node:http";
import type { AddressInfo } from "node:net";
import { createTestApp } from "./test-app";

/** One scripted reply: an HTTP status (default 200), the assistant's content, a delay. */
export interface ScriptedReply {
  status?: number;
  content?: string;
  delayMs?: number;
}

/**
 * A scripted OpenAI-compatible server on a random local port: answers /v1/chat/completions from
 * a queue of replies (500 when the queue is empty) and keeps every request it receives.
 */
export async function startScriptedOpenAi() {
  const requests: Array<{
    path: string;
    body: {
      model: string;
      messages: Array<{ role: string; content: string }>;
      response_format?: unknown;
    };
  }> = [];
  let replies: ScriptedReply[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      requests.push({ path: req.url ?? "", body: JSON.parse(raw) });
      const reply = replies.shift() ?? { status: 500 };
      setTimeout(() => {
        res.writeHead(reply.status ?? 200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id: "chatcmpl-1",
            object: "chat.completion",
            created: 0,
            model: "scripted",
            choices: [
              {
                index: 0,
                finish_reason: "stop",
                message: { role: "assistant", content: reply.content ?? "" },
              },
            ],
          }),
        );
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    /** Replace the queue of replies. */
    script(next: ScriptedReply[]) {
      replies = [...next];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A test app whose model server is a scripted OpenAI-compatible one (AI_BASE_URL), for the paid
 * AI routes: script its replies with `model.script`, close both with `close`.
 */
export async function createTestAppWithScriptedModel(env: Record<string, string> = {}) {
  const model = await startScriptedOpenAi();
  const t = await createTestApp({ AI_BASE_URL: model.baseUrl, AI_MODEL: "qwen2.5", ...env });
  return {
    t,
    model,
    async close() {
      await t.close();
      await model.close();
    },
  };
}
