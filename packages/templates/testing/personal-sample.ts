import { emptyPersonal, type Language, type Personal, type ResumeData, sampleResumeData } from "@sira/schema";

/** A full personal block: every part filled and shown (gender and marital status switched on). */
export function fullPersonal(placement: Personal["placement"] = "under-name"): Personal {
  const p = emptyPersonal();
  return {
    ...p,
    gender: "female",
    genderVisible: true,
    placement,
    nationality: { country: "SA", text: "", visible: true },
    residency: {
      country: "SA",
      kind: "iqama",
      transferable: true,
      validUntil: "2027-05-01",
      note: "",
      visible: true,
    },
    availability: { kind: "notice", amount: 30, unit: "days", date: "", note: "", visible: true },
    birthDate: { date: "1992-03-15", show: "date", text: "", visible: true },
    maritalStatus: { status: "married", text: "", visible: true },
    drivingLicences: {
      items: [{ id: "dl1", country: "SA", categories: ["light"], note: "" }],
      visible: true,
    },
    professionalLicences: {
      items: [
        {
          id: "pl1",
          country: "SA",
          body: "sce",
          bodyText: "",
          number: "123456",
          expiry: "2028-01-31",
          visible: true,
        },
      ],
      visible: true,
    },
    attestations: [],
  };
}

/** The sample resume in a template and language, with the full personal block. */
export function samplePersonalResume(
  template: string,
  language: Language,
  placement?: Personal["placement"],
): ResumeData {
  const data = sampleResumeData(language);
  data.metadata.template = template;
  data.personal = fullPersonal(placement);
  const degree = data.sections.education.items[0];
  if (degree)
    data.personal.attestations.push({
      educationId: degree.id,
      country: "SA",
      authority: "mofa",
      note: "",
      visible: true,
    });
  return data;
}
