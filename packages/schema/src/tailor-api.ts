import { resumeSchema } from "./api";
import { z } from "./zod";

/**
 * Tailoring a resume copy to one job (issue 41): POST /api/tailor makes the copy and links it to
 * the tracker's application; GET /api/tailor/:applicationId lists the proposals with the
 * compare score; accept applies one (after the no-invention check); rewrite asks the model
 * server for rewritten sentences (pointPrices.listWriting). Shapes mirror @sira/nlp/tailor.
 */

export const tailorKindValues = [
  "reorder-skills",
  "reorder-bullets",
  "surface-skill",
  "surface-language",
  "show-item",
  "headline",
  "summary",
  "hide-item",
  "rewrite",
] as const;

const sectionKey = z.string().min(1).max(80);
const itemId = z.string().min(1).max(64);
const text = z.string().max(20_000);

export const tailorChangeSchema = z.union([
  z.object({
    op: z.literal("field"),
    section: z.literal("basics"),
    field: z.literal("headline"),
    value: z.string().max(300),
  }),
  z.object({
    op: z.literal("field"),
    section: z.literal("summary"),
    field: z.literal("content"),
    value: text,
  }),
  z.object({
    op: z.literal("field"),
    section: sectionKey,
    itemId,
    field: z.enum(["summary", "description"]),
    value: text,
  }),
  z.object({ op: z.literal("visible"), section: sectionKey, itemId, value: z.boolean() }),
  z.object({ op: z.literal("order"), section: sectionKey, ids: z.array(itemId).max(200) }),
  z.object({ op: z.literal("add-skill"), name: z.string().trim().min(1).max(300) }),
  z.object({ op: z.literal("add-language"), name: z.string().trim().min(1).max(300) }),
]);
export type TailorChangeInput = z.infer<typeof tailorChangeSchema>;

export const tailorProposalSchema = z.object({
  id: z.string(),
  kind: z.enum(tailorKindValues),
  section: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
  evidence: z.string().optional(),
  skills: z.array(z.string()),
  change: tailorChangeSchema,
  gain: z.number(),
});
export type TailorProposalInfo = z.infer<typeof tailorProposalSchema>;

/** Where "Tailor for this job" was pressed: a catalogue job or a tracker card, and the resume to copy. */
export const createTailorRequestSchema = z.union([
  z.object({ resumeId: z.string().min(1).max(64), jobId: z.string().min(1).max(64) }).strict(),
  z.object({ resumeId: z.string().min(1).max(64), applicationId: z.string().min(1).max(64) }).strict(),
]);
export type CreateTailorRequest = z.infer<typeof createTailorRequestSchema>;

export const createTailorResponseSchema = z.object({
  applicationId: z.string(),
  resume: resumeSchema,
  /** The compare score of the chosen resume before tailoring (0..1). */
  score: z.number(),
});
export type CreateTailorResponse = z.infer<typeof createTailorResponseSchema>;

export const tailorStateSchema = z.object({
  application: z.object({ id: z.string(), position: z.string(), company: z.string(), resumeId: z.string() }),
  /** The compare score of the copy as it is now (0..1). */
  score: z.number(),
  proposals: z.array(tailorProposalSchema),
});
export type TailorState = z.infer<typeof tailorStateSchema>;

export const acceptTailorRequestSchema = z
  .object({ change: tailorChangeSchema, version: z.number().int().min(1) })
  .strict();
export type AcceptTailorRequest = z.infer<typeof acceptTailorRequestSchema>;

export const acceptTailorResponseSchema = z.object({ resume: resumeSchema, score: z.number() });
export type AcceptTailorResponse = z.infer<typeof acceptTailorResponseSchema>;

export const rewriteTailorResponseSchema = z.object({
  proposals: z.array(tailorProposalSchema),
  /** Model sentences the no-invention check refused, with what they would have added. */
  refused: z.array(
    z.object({
      label: z.string(),
      text: z.string(),
      facts: z.array(z.object({ kind: z.string(), value: z.string() })),
    }),
  ),
});
export type RewriteTailorResponse = z.infer<typeof rewriteTailorResponseSchema>;
