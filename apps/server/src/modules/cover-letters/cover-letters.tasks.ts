/**
 * Cover letters' tasks in the untrusted-work pool's threads (src/untrusted-tasks.ts): the
 * offline draft and the no-invention check of a model's rewrite read the user's resume and the
 * posting's text, so they never run on the event loop. Plain data in and out, no database or
 * files; @sira/nlp loads on first use.
 */
import type { InventedFact } from "@sira/nlp/tailor";
import type { CoverLetterData, CoverLetterDraft, ResumeData } from "@sira/schema";

export interface LetterPostingInput {
  position: string;
  company: string;
  description: string;
}

/** The offline first draft of a letter from the resume for the posting (free). */
export async function coverLetterDraft(input: {
  resume: ResumeData;
  posting: LetterPostingInput;
}): Promise<CoverLetterDraft> {
  const { draftCoverLetter } = await import("@sira/nlp/cover-letter");
  const draft = draftCoverLetter(input.resume, input.posting);
  return { data: draft.data, cited: draft.cited };
}

/**
 * The facts a rewritten letter states that neither the resume, the posting's position and
 * company (whom it is addressed to), nor the offline draft (made from those alone) shows: the
 * same check as a tailoring proposal's. Skills the posting asks for but the resume does not
 * show count as invented. Empty means the letter invents nothing.
 */
export async function coverLetterInvented(input: {
  resume: ResumeData;
  posting: LetterPostingInput;
  letter: CoverLetterData;
}): Promise<InventedFact[]> {
  const { coverLetterPlainText, draftCoverLetter } = await import("@sira/nlp/cover-letter");
  const { factsOf, inventedFacts, resumeTexts } = await import("@sira/nlp/tailor");
  const offline = draftCoverLetter(input.resume, input.posting).data;
  const shown = factsOf([
    ...resumeTexts(input.resume),
    input.posting.position,
    input.posting.company,
    coverLetterPlainText(offline),
  ]);
  return inventedFacts(shown, coverLetterPlainText(input.letter));
}
