import { defaultResumeData } from "@sira/schema/resume-defaults";
import { describe, expect, it } from "vitest";
import { clampScale, isArtboardMessage } from "./artboard-protocol";

const event = (data: unknown, origin: string) => new MessageEvent("message", { data, origin });

describe("artboard messages", () => {
  it("accepts known messages from the same origin only", () => {
    const here = window.location.origin;
    expect(isArtboardMessage(event({ type: "SET_RESUME", payload: defaultResumeData("ar") }, here))).toBe(
      true,
    );
    expect(isArtboardMessage(event({ type: "ZOOM_IN" }, here))).toBe(true);
    expect(isArtboardMessage(event({ type: "ZOOM_IN" }, "https://evil.example"))).toBe(false);
    expect(isArtboardMessage(event({ type: "DELETE_EVERYTHING" }, here))).toBe(false);
    expect(isArtboardMessage(event("ZOOM_IN", here))).toBe(false);
  });

  it("keeps the zoom between 0.4 and 2", () => {
    expect(clampScale(0.2)).toBe(0.4);
    expect(clampScale(2.2)).toBe(2);
    expect(clampScale(0.8 + 0.2)).toBe(1);
  });
});
