import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { expect, test } from "@playwright/test";
import { signUp } from "../accounts";

/**
 * Issue 43 from the user's side, in Arabic: create a personal API key in Settings → API (shown
 * once), let an MCP client (the SDK's, as an AI assistant would) rewrite the summary with it, and
 * see the new text in the builder after a reload.
 */
test("an assistant with a personal key rewrites the Arabic summary; the builder shows it", async ({
  page,
  baseURL,
}) => {
  await signUp(page.request);
  const created = await page.request.post("/api/resume", {
    data: { title: "سيرتي", slug: `mcp-${Date.now()}`, language: "ar", sample: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const resume = (await created.json()) as { id: string; version: number };

  await page.goto("/dashboard/settings");
  await page.getByRole("tab", { name: "الواجهة البرمجية" }).click();
  await page.getByRole("button", { name: "إنشاء مفتاح" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("الاسم", { exact: true }).fill("مساعدي");
  await dialog.getByRole("checkbox", { name: "قراءة السير" }).check();
  await dialog.getByRole("checkbox", { name: "تعديل السير" }).check();
  await dialog.getByRole("button", { name: "إنشاء المفتاح" }).click();
  const token = (await dialog.locator('pre[title="مفتاح الواجهة البرمجية"]').innerText()).trim();
  expect(token).toMatch(/^sira_/);
  await dialog.getByRole("button", { name: "تم" }).click();
  await expect(page.getByRole("list", { name: "مفاتيحك" })).toContainText("مساعدي");

  const client = new Client({ name: "sira-e2e-assistant", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL("/mcp", baseURL), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  const summary = "ممرضة عناية مركزة بخبرة ثماني سنوات في مستشفيات الرياض";
  const saved = (await client.callTool({
    name: "update_field",
    arguments: {
      resumeId: resume.id,
      version: resume.version,
      path: "sections.summary.content",
      value: `<p>${summary}</p>`,
    },
  })) as CallToolResult;
  const said = saved.content.map((c) => (c.type === "text" ? c.text : "")).join("");
  expect(saved.isError, said).toBeFalsy();
  await client.close();

  await page.goto(`/builder/${resume.id}`);
  await page.reload();
  // The live preview's pages hold the new summary.
  const pages = page.frameLocator('iframe[title="معاينة السيرة الذاتية"]').locator("[data-sira-pages]");
  await expect(pages).toContainText(summary);
  // The key shows its use in the list.
  await page.goto("/dashboard/settings");
  await page.getByRole("tab", { name: "الواجهة البرمجية" }).click();
  await expect(page.getByRole("list", { name: "مفاتيحك" })).not.toContainText("لم يُستخدم بعد");
});
