// Entries written as label/value lines, as many Arabic CVs and form-like templates write a job or
// a school ("المسمى الوظيفي: محاسب" / "جهة العمل: شركة …" / "الفترة: من … إلى …", "Degree: …" /
// "University: …"): the label names the field, so the value goes there whatever its words.

export type EntryRole = "position" | "company" | "place" | "dates" | "degree" | "field" | "school" | "grade";

const labels: Record<EntryRole, string[]> = {
  position: [
    "المسمى الوظيفي",
    "المسمى",
    "الوظيفة",
    "المنصب",
    "المهنة",
    "position",
    "job title",
    "title",
    "designation",
    "role",
  ],
  company: [
    "جهة العمل",
    "اسم الشركة",
    "الشركة",
    "اسم المؤسسة",
    "المؤسسة",
    "اسم الجهة",
    "الجهة",
    "مكان العمل",
    "company",
    "employer",
    "organization",
    "organisation",
  ],
  place: ["الموقع", "المدينة", "location", "city"],
  dates: [
    "الفترة",
    "الفترة الزمنية",
    "المدة",
    "مدة العمل",
    "فترة العمل",
    "period",
    "duration",
    "dates",
    "date",
  ],
  degree: ["المؤهل", "المؤهل العلمي", "الدرجة", "الدرجة العلمية", "الشهادة", "degree", "qualification"],
  field: ["التخصص", "major", "specialization", "specialisation", "field of study"],
  school: [
    "الجامعة",
    "الكلية",
    "المعهد",
    "المدرسة",
    "جهة التخرج",
    "جهة الدراسة",
    "مكان الدراسة",
    "university",
    "institution",
    "college",
    "school",
  ],
  grade: ["التقدير", "المعدل", "المعدل التراكمي", "gpa", "grade"],
};

const labelRole = new Map<string, EntryRole>();
for (const [role, names] of Object.entries(labels) as [EntryRole, string[]][])
  for (const name of names) labelRole.set(name, role);

/** A label ("المسمى الوظيفي:", "Job Title :") and its value on one line, the value not empty. */
const labelled = /^\s*(\p{L}+(?: \p{L}+){0,3})\s*[:：]\s*(\S.*)$/u;

/** The field a line's label names and its value, or undefined when the line has no entry label. */
export function entryLabel(text: string): { role: EntryRole; value: string } | undefined {
  const m = labelled.exec(text);
  if (!m) return undefined;
  const role = labelRole.get(m[1]!.trim().toLowerCase().replace(/\s+/g, " "));
  return role ? { role, value: m[2]!.trim() } : undefined;
}
