import type { Resume } from "@sira/schema/api";
import { defaultResumeData } from "@sira/schema/resume-defaults";

/** A saved resume as the API answers it, for the builder's tests (`r1`, private, default, version 1). */
export function testResume(
  data: Resume["data"] = defaultResumeData("ar"),
  fields: Partial<Omit<Resume, "data">> = {},
): Resume {
  return {
    id: "r1",
    title: "CV",
    slug: "cv",
    visibility: "private",
    country: null,
    locked: false,
    isDefault: true,
    language: "ar",
    version: 1,
    userId: "u1",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...fields,
    data,
  };
}
