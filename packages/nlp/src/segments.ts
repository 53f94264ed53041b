import { normalizeText } from "./normalize";
import { findConcepts } from "./vocabulary";

/**
 * Splitting a job description into requirement segments and reading the cues that say whether
 * a segment is required or preferred. Headings ("Requirements:", "Nice to have", "المهام") set
 * the mode of the lines under them; a cue inside a segment overrides the heading.
 */

/** Required, preferred, or neither (company blurb, benefits) where skills are not asked for. */
export type Strength = "must" | "nice" | "info";

export interface Segment {
  /** Original text of the segment. */
  text: string;
  strength: Strength;
  /** Index of the line the segment came from (0 is the title line). */
  line: number;
}

// Cues are matched on normalizeText output (lowercase, Arabic normalized: أ→ا, ة→ه, ى→ي).
const NICE_CUES =
  /\b(?:preferred|preferably|prefer|nice to have|good to have|nice-to-have|is a plus|are a plus|a plus|plus\b|bonus|advantage|advantageous|desirable|desired|ideally|would be great|would be nice|nice|an asset|asset|assets|preferable|beneficial|good to know|not required|optional)\b|يفضل|ويفضل|مفضل|المفضله|افضليه|الافضليه|ميزه|مميزات اضافيه|من المميزات|يعتبر ميزه|يعد ميزه|من المستحسن|يستحسن|يحبذ|ويحبذ|مرغوب|مرغوبه|ليس شرطا|غير الزامي/;
const MUST_CUES =
  /\b(?:required|requirements?|must|mandatory|essential|minimum|at least|need to|needs to|you have|you will have|proficien\w*|strong|solid|expert\w*|qualifications?)\b|يشترط|شرط|شروط|مطلوب|المطلوب|المطلوبه|يجب|لابد|لا بد|متطلبات|المتطلبات|الزامي|اجاده|اتقان|لا تقل|لا يقل/;
const INFO_HEADINGS =
  /^(?:about|about us|about the company|who we are|company overview|benefits|what we offer|we offer|perks|why join us|salary|compensation|how to apply|نبذه عن|عن الشركه|من نحن|المزايا|مزايا الوظيفه|نقدم|الراتب|طريقه التقديم|للتقديم)/;
const DUTY_HEADINGS =
  /^(?:responsibilities|key responsibilities|duties|what you will do|what you'll do|the role|role|job description|your role|job summary|المهام|المسؤوليات|المسوليات|الواجبات|الوصف الوظيفي|مهام الوظيفه|المهام الوظيفيه)/;

function headingMode(line: string): Strength | undefined {
  // "About the company: ABC is…": a short label before a colon is a heading for the rest.
  const colon = line.search(/[:：]/);
  if (colon > 0 && line.slice(colon + 1).trim()) {
    const label = line.slice(0, colon);
    if (label.trim().split(/\s+/).length <= 4) {
      const mode = headingMode(`${label}:`);
      if (mode) return mode;
    }
  }
  const t = normalizeText(line)
    .replace(/(?<![:：\-–—*#])[:：\-–—*#]+$/, "")
    .trim();
  const words = t.split(" ").length;
  if (words > 6) return undefined;
  // Without a trailing colon, only a short line that names no skill reads as a heading.
  const looksLikeHeading =
    /[:：]\s*$/.test(line.trim()) || (words <= 4 && findConcepts(line, "skill").length === 0);
  if (!looksLikeHeading) return undefined;
  if (INFO_HEADINGS.test(t)) return "info";
  if (NICE_CUES.test(t)) return "nice";
  if (DUTY_HEADINGS.test(t) || MUST_CUES.test(t)) return "must";
  return undefined;
}

// What the employer offers (salary, insurance, allowances), not what it asks for: "We offer a
// competitive salary and medical insurance" names no requirement.
const OFFER_CUES =
  /\b(?:we offer|we provide|competitive (?:salary|package|pay)|medical insurance|health insurance|housing allowance|transportation allowance|annual (?:leave|tickets?|bonus)|paid (?:leave|vacation))\b|نقدم|نوفر|راتب تنافسي|رواتب تنافسيه|تامين طبي|التامين الطبي|بدل سكن|بدل نقل|بدل مواصلات|تذاكر سنويه|اجازه سنويه/;

/** Strength of a piece of text by its own cues, or undefined when it has none. */
export function cueStrength(text: string): "must" | "nice" | undefined {
  const t = normalizeText(text);
  if (NICE_CUES.test(t)) return "nice";
  if (MUST_CUES.test(t)) return "must";
  return undefined;
}

const SENTENCE_SPLIT = /(?<=[.!?؟])\s+|[;؛•·▪●■◦✓✔➢►]|\s[-–—*]\s|^\s*[-–*]\s*|\s\d{1,2}[).-]\s/u;

/**
 * Split a job description into segments with a strength each. A sentence that has both a
 * required and a preferred part ("SQL required, Docker is a plus") is split at commas.
 */
export function splitRequirementSegments(text: string): Segment[] {
  const segments: Segment[] = [];
  let mode: Strength = "must";
  const lines = text.split(/\r?\n/);
  lines.forEach((rawLine, line) => {
    if (!rawLine.trim()) return;
    const heading = headingMode(rawLine);
    if (heading) {
      mode = heading;
      // "Requirements: SQL, Python" carries content after the colon; a short line without a
      // colon ("يفضل معرفة SAP") is both a cue for what follows and content itself.
      const colon = rawLine.search(/[:：]/);
      if (colon >= 0) rawLine = rawLine.slice(colon + 1);
      if (!rawLine.trim()) return;
    }
    for (const sentence of rawLine.split(SENTENCE_SPLIT)) {
      if (!sentence?.trim()) continue;
      const own = cueStrength(sentence);
      const parts =
        own === "nice" && MUST_CUES.test(normalizeText(sentence)) ? sentence.split(/[,،]/) : [sentence];
      // Uncued parts of a split sentence continue the list they belong to.
      let carry: Strength = mode;
      for (const part of parts) {
        if (!part.trim()) continue;
        const cue = cueStrength(part);
        const strength = mode === "info" || OFFER_CUES.test(normalizeText(part)) ? "info" : (cue ?? carry);
        carry = strength;
        segments.push({ text: part, strength, line });
      }
    }
  });
  return segments;
}
