import { escapeHtml } from "@sira/html";
import { type CoverLetterData, listSectionKeys, type ResumeData } from "@sira/schema";

/**
 * A cover letter as a one-section resume of its linked resume: the same header (name, headline,
 * contacts, picture), template, colours, fonts and page, and one text section whose heading is
 * the recipient line and whose text is the rest of the letter in page order. The preview, the
 * print (PDF through the print pool, with the text layer for screening systems), the Word and
 * the text files all render this, so a letter always looks like the resume it goes with.
 */
export function coverLetterAsResume(letter: CoverLetterData, resume: ResumeData): ResumeData {
  const paragraphs = [
    letter.subject.trim() && `<p><strong>${escapeHtml(letter.subject.trim())}</strong></p>`,
    ...[letter.greeting, letter.opening, ...letter.body, letter.closing, letter.signature]
      .map((text) => text.trim())
      .filter(Boolean)
      .map((text) => `<p>${escapeHtml(text).replace(/\n/g, "<br>")}</p>`),
  ].filter(Boolean);
  const sections = { ...resume.sections } as ResumeData["sections"];
  for (const key of listSectionKeys) sections[key] = { ...resume.sections[key], visible: false } as never;
  sections.custom = {};
  sections.summary = {
    ...resume.sections.summary,
    // A space when there is no recipient: the section keeps no default heading ("Summary").
    name: letter.recipient.trim() || " ",
    visible: true,
    content: paragraphs.join(""),
  };
  return {
    ...resume,
    sections,
    metadata: {
      ...resume.metadata,
      layout: [[["summary"], []]],
      page: { ...resume.metadata.page, options: { ...resume.metadata.page.options, pageNumbers: false } },
    },
  };
}
