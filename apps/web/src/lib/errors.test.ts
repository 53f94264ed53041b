import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import enServer from "../../../server/src/locales/en.json";
import { useToastStore } from "../components/ui/toast-store";
import enCommon from "../locales/en/common.json";
import { ApiError } from "./api";
import { toastError } from "./errors";
import { i18next } from "./i18n";

beforeAll(async () => {
  await i18next.init({
    lng: "en",
    resources: { en: { common: enCommon, errors: enServer.errors } },
    defaultNS: "common",
  });
});

const shown = () => useToastStore.getState().toasts.filter((t) => t.open);

describe("toastError (spec §8: catalogue codes toast, other codes are silent)", () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it("toasts a catalogue code with its message", () => {
    toastError(new ApiError(423, "ResumeLocked"));
    expect(shown()).toHaveLength(1);
    expect(shown()[0]?.kind).toBe("error");
    expect(shown()[0]?.description).toBe("This resume is locked, please unlock to make further changes.");
  });

  it("stays silent for codes outside the catalogue", () => {
    for (const code of ["ValidationError", "RateLimited", "Forbidden", "PayloadTooLarge"] as const) {
      toastError(new ApiError(400, code, [{ path: "name", message: "Required" }]));
    }
    expect(shown()).toHaveLength(0);
  });

  it("shows a failure without a code (network) as the generic catalogue message", () => {
    toastError(new TypeError("Failed to fetch"));
    expect(shown()).toHaveLength(1);
  });

  it("shows a code outside the catalogue with its own message when the caller lists it", () => {
    toastError(new ApiError(403, "ApplicationLimitExceeded"), { ownMessage: ["ApplicationLimitExceeded"] });
    expect(shown()[0]?.description).toBe(enServer.errors.ApplicationLimitExceeded);
    toastError(new ApiError(429, "RateLimited"), { ownMessage: ["ApplicationLimitExceeded"] });
    expect(shown()).toHaveLength(1);
  });

  it("shows a code outside the catalogue as the generic message when asked", () => {
    toastError(new ApiError(429, "RateLimited"), { silent: false });
    expect(shown()).toHaveLength(1);
  });
});
