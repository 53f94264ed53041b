import fastifyHelmet from "@fastify/helmet";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { helmetOptions, registerSecurityHeaders } from "./security";

// The security headers are set by helmet's middleware built once (not @fastify/helmet, which
// builds it for every request): every answer carries the very headers the plugin gave.
describe("security headers", () => {
  for (const publicUrl of ["http://localhost:3000", "https://sira.example"]) {
    it(`are those @fastify/helmet sets, in the same order (${publicUrl})`, async () => {
      const settings = { PUBLIC_URL: publicUrl, isHttps: publicUrl.startsWith("https:") };
      const headersOf = async (app: ReturnType<typeof Fastify>) => {
        app.get("/x", async () => ({ ok: true }));
        app.get("/fail", async () => {
          throw new Error("boom");
        });
        const answers = await Promise.all(["/x", "/fail", "/missing"].map((url) => app.inject({ url })));
        await app.close();
        return answers.map((res) => {
          const { date: _date, ...headers } = res.headers;
          return { status: res.statusCode, headers: Object.entries(headers) };
        });
      };
      const plugin = Fastify();
      // The same options (helmet's types come from two copies of its declarations).
      await plugin.register(fastifyHelmet, helmetOptions(settings) as never);
      const ours = Fastify();
      await registerSecurityHeaders(ours, settings);
      const expected = await headersOf(plugin);
      expect(expected[0]!.headers.map(([name]) => name)).toContain("content-security-policy");
      expect(await headersOf(ours)).toEqual(expected);
    });
  }
});
