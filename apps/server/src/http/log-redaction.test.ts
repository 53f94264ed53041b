import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { logRedaction } from "./log-redaction";

describe("log redaction", () => {
  it("censors the personal block wherever a resume is logged", () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = Fastify({ logger: { redact: logRedaction, stream } }).log;
    const personal = { nationality: { country: "SA" }, birthDate: { date: "1990-03-15" } };
    log.info({ personal }, "a");
    log.info({ data: { personal } }, "b");
    log.info({ resume: { data: { personal } } }, "c");
    log.info({ body: { resume: { data: { personal } } } }, "d");
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(line).not.toContain("1990-03-15");
      expect(line).toContain("[personal data]");
    }
  });

  it("censors API keys, the admin token and cookies wherever headers are logged", () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = Fastify({ logger: { redact: logRedaction, stream } }).log;
    const key = "sira_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd";
    log.info({ headers: { authorization: `Bearer ${key}`, cookie: "sira_access=secret-cookie" } }, "a");
    log.info({ call: { headers: { authorization: `Bearer ${key}` } } }, "b");
    log.info({ request: { raw: { headers: { authorization: `Bearer ${key}` } } } }, "c");
    log.info({ authorization: `Bearer ${key}` }, "d");
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(line).not.toContain(key);
      expect(line).not.toContain("secret-cookie");
      expect(line, line).toContain("[credential]");
    }
  });
});
