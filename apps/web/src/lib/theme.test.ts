import { beforeEach, describe, expect, it } from "vitest";
import { cycleTheme, getThemeMode } from "./theme";

describe("theme cycle (spec §4: light, system, dark, light)", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = "";
  });

  it("starts on system and cycles system → dark → light → system, toggling the dark class", () => {
    expect(getThemeMode()).toBe("system");
    expect(cycleTheme()).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(cycleTheme()).toBe("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(cycleTheme()).toBe("system");
    expect(localStorage.getItem("sira-theme")).toBe("system");
  });
});
