import { describe, expect, it } from "vitest";
import { i18next, initI18n, loadAllNamespaces } from "./i18n";

/**
 * Issue 42 item 5: the router asks for a page's namespaces as soon as it is created, before
 * main.tsx has initialised i18next. The request must wait for initialisation and then load
 * them, so the page never paints raw keys such as "nav.home".
 */
describe("namespaces asked for before i18next is initialised", () => {
  it("are loaded once it is, before the promise settles", async () => {
    localStorage.setItem("sira-lang", "ar");
    let settled = false;
    const early = loadAllNamespaces().then(() => {
      settled = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(settled).toBe(false);
    await initI18n();
    await early;
    expect(i18next.hasLoadedNamespace("dashboard")).toBe(true);
    expect(i18next.t("nav.home", { ns: "dashboard" })).not.toBe("nav.home");
    expect(i18next.t("services.heading", { ns: "dashboard" })).toBe("سيرك الذاتية");
  });
});
