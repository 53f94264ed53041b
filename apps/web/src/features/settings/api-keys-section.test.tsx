import type { User } from "@sira/schema/api";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/query-client";
import enSettings from "../../locales/en/settings.json";
import { ApiKeysSection } from "./api-keys-section";
import { mcpClientConfigs } from "./assistant-section";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "en",
    resources: { en: { settings: enSettings } },
    interpolation: { escapeValue: false },
  });
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const key = {
  id: "k1",
  name: "Claude",
  prefix: "sira_Ab12",
  scopes: ["resumes:read", "jobs"],
  createdAt: "2026-11-01T10:00:00.000Z",
  lastUsedAt: null,
  expiresAt: "2027-01-30T10:00:00.000Z",
};
const token = `sira_${"x".repeat(43)}`;

describe("Settings → API keys", () => {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  const sent: { url: string; method: string; body?: unknown }[] = [];
  beforeEach(() => {
    queryClient.clear();
    sent.length = 0;
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url, init) => {
      const method = init?.method ?? "GET";
      sent.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === "POST") return json({ key: { ...key, id: "k2", name: "Cursor" }, token }, 201);
      return json({ items: [key] });
    });
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const renderSection = (user: Partial<User> = {}) =>
    render(
      <QueryClientProvider client={queryClient}>
        <ApiKeysSection user={{ twoFactorEnabled: false, ...user } as User} />
      </QueryClientProvider>,
    );

  it("lists each key with its scopes by name and its first characters, never a token", async () => {
    renderSection();
    const list = await screen.findByRole("list", { name: "Your API keys" });
    expect(within(list).getByText("Claude")).toBeTruthy();
    expect(within(list).getByText("Read resumes")).toBeTruthy();
    expect(within(list).getByText("Jobs and tracker")).toBeTruthy();
    expect(within(list).getByText("sira_Ab12…")).toBeTruthy();
    expect(within(list).getByText(/never used/)).toBeTruthy();
  });

  it("creates a key with the chosen scopes, expiry and 2FA code, then shows the token once", async () => {
    renderSection({ twoFactorEnabled: true });
    fireEvent.click(await screen.findByRole("button", { name: "Create a key" }));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Cursor" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /Download/ }));
    fireEvent.change(screen.getByLabelText("Expires after"), { target: { value: "never" } });
    fireEvent.change(screen.getByLabelText("Code from your authenticator app"), {
      target: { value: "123456" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    await screen.findByText(token);
    expect(screen.getByText(/the only time the key is shown/)).toBeTruthy();
    const post = sent.find((call) => call.method === "POST");
    expect(post?.body).toEqual({
      name: "Cursor",
      scopes: ["resumes:read", "download"],
      expiresInDays: null,
      code: "123456",
    });
  });

  it("revokes a key only after confirming", async () => {
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "Revoke Claude" }));
    expect(sent.some((call) => call.method === "DELETE")).toBe(false);
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    await waitFor(() =>
      expect(sent.some((call) => call.method === "DELETE" && call.url.endsWith("/user/api-keys/k1"))).toBe(
        true,
      ),
    );
  });
});

describe("MCP client set-up", () => {
  it("gives each client the server URL and the key's header", () => {
    const configs = mcpClientConfigs("https://sira.example/mcp");
    expect(configs.claudeCode).toBe(
      'claude mcp add --transport http sira https://sira.example/mcp --header "Authorization: Bearer <YOUR_SIRA_KEY>"',
    );
    expect(JSON.parse(configs.cursor).mcpServers.sira).toEqual({
      url: "https://sira.example/mcp",
      headers: { Authorization: "Bearer <YOUR_SIRA_KEY>" },
    });
    expect(JSON.parse(configs.vscode).servers.sira.type).toBe("http");
  });
});
