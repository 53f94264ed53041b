import { once } from "node:events";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/test-app";

/**
 * A web replica stopped with SIGTERM (a rolling update, `podman stop`) closes after the requests it
 * has accepted: one whose connection it accepted and whose request it finishes reading after
 * closing began is answered, not refused with 503 (which a proxy retries only for idempotent
 * requests; a POST in that window would reach the user as an error). deploy/smoke.sh stops a web
 * replica under load to check the same end to end.
 */
describe("closing the server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers a request it finishes reading after close() began", async () => {
    const { port } = t.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, "127.0.0.1");
    await once(socket, "connect");
    let response = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      response += chunk;
    });
    const ended = once(socket, "close");
    // The request line now (the connection is busy, so closing does not drop it as idle)...
    socket.write("GET /api/config HTTP/1.1\r\n");
    // (Time for the server to read it, on a busy machine too.)
    await sleep(500);
    const closed = t.app.close();
    // ...the rest once the server is closing.
    socket.end("Host: 127.0.0.1\r\nConnection: close\r\n\r\n");
    await ended;
    await closed;
    expect(response.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
    expect(response).toContain('"signupsDisabled"');
  });
});
