import { describe, expect, it } from "vitest";
import { publicPageParams } from "./public-page";

describe("publicPageParams: which paths are public resume pages (/{username}/{slug})", () => {
  it("reads the username and the (decoded) slug", () => {
    expect(publicPageParams("/sara/my-cv")).toEqual({ username: "sara", slug: "my-cv" });
    expect(publicPageParams(`/sara/${encodeURIComponent("سيرتي-1")}/`)).toEqual({
      username: "sara",
      slug: "سيرتي-1",
    });
  });

  it("leaves the app's own routes, files and other shapes to the web app", () => {
    for (const path of [
      "/auth/login",
      "/dashboard/services",
      "/builder/123",
      "/interview/abc",
      "/artboard/preview",
      "/assets/index-abc.js",
      "/icons/icon-192.png",
      "/sara/cv.pdf",
      "/sara",
      "/sara/cv/extra",
      "/Not A User/cv",
      "/sara/%E0%A4%A",
    ])
      expect(publicPageParams(path), path).toBeNull();
  });
});
