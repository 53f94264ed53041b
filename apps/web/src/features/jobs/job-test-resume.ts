import { defaultResumeData } from "@sira/schema";

/** The default resume the jobs pages' tests match against (GET /api/resume answers [it]). */
export const testResume = {
  id: "r1",
  title: "CV",
  slug: "cv",
  visibility: "private",
  country: "SA",
  locked: false,
  isDefault: true,
  language: "en",
  version: 1,
  userId: "u1",
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  data: defaultResumeData("en"),
};
