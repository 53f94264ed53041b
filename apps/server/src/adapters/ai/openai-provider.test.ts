import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { startScriptedOpenAi } from "../../../test/helpers/scripted-openai";
import type { AiTask } from "./ai";
import { createOpenAiProvider } from "./openai-provider";
import { selectAiProvider } from "./select-provider";

const task: AiTask<{ summary: string }> = {
  name: "improve-summary",
  language: "ar",
  schema: z.object({ summary: z.string().min(1) }),
  system: "أنت كاتب سير ذاتية.",
  user: "حسّن هذه النبذة: ممرضة بخبرة خمس سنوات.",
};

describe("OpenAI-compatible provider contract", () => {
  let fake: Awaited<ReturnType<typeof startScriptedOpenAi>>;
  let baseUrl = "";
  beforeAll(async () => {
    fake = await startScriptedOpenAi();
    baseUrl = fake.baseUrl;
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it("sends the model, the prompt and a JSON request, and returns the validated answer", async () => {
    fake.script([{ content: JSON.stringify({ summary: "ممرضة عناية مركزة بخبرة خمس سنوات." }) }]);
    const provider = createOpenAiProvider({ baseUrl, model: "qwen2.5", apiKey: "k" });
    await expect(provider.run(task)).resolves.toEqual({ summary: "ممرضة عناية مركزة بخبرة خمس سنوات." });
    const [request] = fake.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.body.model).toBe("qwen2.5");
    expect(request?.body.response_format).toEqual({ type: "json_object" });
    expect(request?.body.messages[0]?.content).toContain('"summary"');
    expect(request?.body.messages[1]).toEqual({ role: "user", content: task.user });
  });

  it("reaches a model server on loopback only when OUTBOUND_ALLOW_HOSTS allows it", async () => {
    const config = { AI_BASE_URL: baseUrl, AI_MODEL: "m", AI_API_KEY: undefined };
    const warnings: unknown[] = [];
    const guarded = selectAiProvider({ ...config, OUTBOUND_ALLOW_HOSTS: undefined }, (message, details) =>
      warnings.push({ message, ...details }),
    );
    await expect(guarded.run(task)).rejects.toMatchObject({ code: "SomethingWentWrong" });
    expect(warnings).toContainEqual(
      expect.objectContaining({
        message: expect.stringMatching(/OUTBOUND_ALLOW_HOSTS/),
        reason: expect.stringMatching(/loopback/),
      }),
    );
    expect(fake.requests).toHaveLength(0);
    fake.script([{ content: '{"summary":"نبذة"}' }]);
    const allowed = selectAiProvider({ ...config, OUTBOUND_ALLOW_HOSTS: "127.0.0.1" });
    await expect(allowed.run(task)).resolves.toEqual({ summary: "نبذة" });
    expect(fake.requests).toHaveLength(1);
  });

  it("retries a malformed answer once, explaining the problem", async () => {
    fake.script([{ content: "not json at all" }, { content: '{"summary":"نبذة محسّنة"}' }]);
    const provider = createOpenAiProvider({ baseUrl, model: "m" });
    await expect(provider.run(task)).resolves.toEqual({ summary: "نبذة محسّنة" });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.body.messages.at(-1)?.content).toContain("not JSON");
  });

  it("fails with a clear error after a second malformed answer", async () => {
    fake.script([{ content: '{"summary":""}' }, { content: '{"other":1}' }]);
    const provider = createOpenAiProvider({ baseUrl, model: "m" });
    await expect(provider.run(task)).rejects.toMatchObject({ code: "SomethingWentWrong" });
    expect(fake.requests).toHaveLength(2);
  });

  it("gives up on a server that does not answer in time", async () => {
    fake.script([{ content: '{"summary":"late"}', delayMs: 1500 }]);
    const provider = createOpenAiProvider({ baseUrl, model: "m", timeoutMs: 300 });
    await expect(provider.run(task)).rejects.toMatchObject({ code: "SomethingWentWrong" });
  });

  it("fails on a server error without retrying the request", async () => {
    fake.script([{ status: 503 }]);
    const provider = createOpenAiProvider({ baseUrl, model: "m" });
    await expect(provider.run(task)).rejects.toMatchObject({ code: "SomethingWentWrong" });
    expect(fake.requests).toHaveLength(1);
  });
});
