import { describe, expect, it } from "vitest";
import { isPictureSource, isValidEmail, isValidWebUrl } from "./url";

describe("url validation", () => {
  it("accepts empty or http(s) URLs only", () => {
    expect(isValidWebUrl("")).toBe(true);
    expect(isValidWebUrl("https://example.com/me")).toBe(true);
    expect(isValidWebUrl("example.com")).toBe(false);
    expect(isValidWebUrl("javascript:alert(1)")).toBe(false);
  });

  it("treats a picture as a source only when it can be shown", () => {
    expect(isPictureSource("")).toBe(false);
    expect(isPictureSource("data:image/png;base64,AAAA")).toBe(true);
    expect(isPictureSource("/api/storage/pic.webp")).toBe(true);
    expect(isPictureSource("not a url")).toBe(false);
  });

  it("checks emails loosely", () => {
    expect(isValidEmail("a@b.co")).toBe(true);
    expect(isValidEmail("a@b")).toBe(false);
  });
});
