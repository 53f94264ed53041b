import type { Application } from "@sira/schema/application-api";
import { describe, expect, it } from "vitest";
import { dueFollowUps } from "../../lib/applications";
import { moveInList } from "./applications-api";
import { sortApplications } from "./applications-page";
import { followUpState } from "./board";

const app = (id: string, status: Application["status"], extra: Partial<Application> = {}): Application => ({
  id,
  status,
  closedReason: null,
  position: 0,
  job: {
    jobId: null,
    position: id,
    company: `Co ${id}`,
    location: "",
    link: null,
    description: "",
    language: "en",
    manual: true,
    positionNames: null,
    placeNames: null,
  },
  sentResume: null,
  appliedOn: null,
  nextStep: "",
  nextStepOn: null,
  contacts: [],
  notes: "",
  events: [],
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  ...extra,
});

describe("tracker ordering and reminders", () => {
  it("moves a card into another column at the index the board drops it", () => {
    const list = [app("a", "saved"), app("b", "saved"), app("c", "applied"), app("d", "applied")];
    const moved = moveInList(list, "a", "applied", 1);
    expect(moved.filter((x) => x.status === "applied").map((x) => x.id)).toEqual(["c", "a", "d"]);
    expect(moved.filter((x) => x.status === "saved").map((x) => x.id)).toEqual(["b"]);
    const end = moveInList(list, "b", "applied", 9);
    expect(end.filter((x) => x.status === "applied").map((x) => x.id)).toEqual(["c", "d", "b"]);
  });

  it("sorts the phone list by next step date, dated ones first", () => {
    const list = [
      app("later", "applied", { nextStepOn: "2026-12-10" }),
      app("none", "saved"),
      app("soon", "interview", { nextStepOn: "2026-11-30" }),
    ];
    expect(sortApplications(list, "nextStep").map((a) => a.id)).toEqual(["soon", "later", "none"]);
    expect(sortApplications(list, "status").map((a) => a.id)).toEqual(["none", "later", "soon"]);
  });

  it("finds next steps due today and overdue ones, never on closed applications", () => {
    const list = [
      app("today", "applied", { nextStepOn: "2026-11-25", nextStep: "Call" }),
      app("late", "interview", { nextStepOn: "2026-11-20" }),
      app("future", "applied", { nextStepOn: "2026-11-26" }),
      app("closed", "closed", { nextStepOn: "2026-11-20" }),
    ];
    expect(dueFollowUps(list, "2026-11-25").map((d) => [d.application.id, d.overdue])).toEqual([
      ["late", true],
      ["today", false],
    ]);
    expect(followUpState(list[0]!, "2026-11-25")).toBe("due");
    expect(followUpState(list[1]!, "2026-11-25")).toBe("overdue");
    expect(followUpState(list[3]!, "2026-11-25")).toBeNull();
  });
});
