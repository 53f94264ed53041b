import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { startLine } from "./start-line";

const at = (port: number, address = "127.0.0.1") => ({ address, family: "IPv4", port });

describe("the start line", () => {
  it("says the port the server listens on when PUBLIC_URL is unset (PORT=3299)", () => {
    const config = loadConfig({ PORT: "3299" });
    expect(config.PUBLIC_URL).toBe("http://localhost:3299");
    expect(startLine(config, at(3299)).message).toBe("Sira is running at http://localhost:3299");
  });

  it("names a set PUBLIC_URL with where it listens", () => {
    const config = loadConfig({ PORT: "3000", HOST: "0.0.0.0", PUBLIC_URL: "https://cv.example.com" });
    expect(startLine(config, at(3000, "0.0.0.0")).message).toBe(
      "Sira is running at https://cv.example.com (listening on http://localhost:3000)",
    );
  });

  it("names a host that is not local by its address, and an IPv6 one in brackets", () => {
    expect(startLine(loadConfig({ HOST: "10.0.0.5" }), at(3000, "10.0.0.5")).listening).toBe(
      "http://10.0.0.5:3000",
    );
    expect(
      startLine(loadConfig({ HOST: "fd00::5" }), { address: "fd00::5", family: "IPv6", port: 80 }).listening,
    ).toBe("http://[fd00::5]:80");
  });
});
