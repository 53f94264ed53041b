import { type ResumeData, sampleResumeData } from "@sira/schema";

/** An Arabic resume with what screening systems used to read back wrong (for tests). */
export function atsTestResume(): ResumeData {
  const data = sampleResumeData("ar");
  data.metadata.template = "professional";
  data.basics.name = "عبدالله بن عبدالرحمن الشهري";
  // Chromium writes a parenthesis's ActualText as a literal string (the ligature rewrite reads past it).
  data.sections.summary.content = "<p>للتواصل خلال أوقات العمل: +966 11 234 5678 دون موعد مسبق (الرياض).</p>";
  const [first] = data.sections.experience.items;
  if (first) data.sections.experience.items = [{ ...first, date: "2012 - 2016" }];
  return data;
}
