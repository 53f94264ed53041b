/**
 * Attribution for the data bundled in @sira/nlp, to show in the product's credits. The ESCO
 * text is required by its reuse terms (Commission Decision 2011/833/EU).
 */
export const CREDITS = {
  esco: {
    text: "This product uses the ESCO classification of the European Commission.",
    changes:
      "Occupations and a subset of skills (digital, transversal, DigComp, research) from ESCO v1.2.1; English and Arabic labels joined by concept URI, labels shortened and filtered.",
    licence: "Commission Decision 2011/833/EU (reuse with attribution)",
  },
  stopwords: {
    text: "Arabic stopwords derived from stopwords-iso/stopwords-ar.",
    licence: "MIT",
  },
  sira: {
    text: "Gulf job titles, technical skills, degrees, majors, languages and Saudi regions and cities are written by the Sira team.",
  },
} as const;
