import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import {
  type ApiKeyScope,
  createApplicationRequestSchema,
  createCoverLetterRequestSchema,
  type ErrorCode,
  languages,
  listSectionKeys,
  matchRequestSchema,
  type Resume,
  type ResumeSummary,
  sectionNames,
} from "@sira/schema";
import { jobMatchQuerySchema } from "@sira/schema/job-api";
import { z } from "zod";
import type { AiProvider } from "../../adapters/ai/ai";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { messagesOf } from "../../http/messages";
import type { UntrustedWork } from "../../untrusted-work";
import { compareResumeWithJob } from "../ai/ai.public";
import { createApplication } from "../applications/applications.public";
import { createCoverLetter } from "../cover-letters/cover-letters.public";
import { type JobMatcher, matchPageForResume } from "../jobs/jobs.public";
import { findOwnPrintable, type PrintContext, printResume } from "../print/print.public";
import { getResume, listResumes } from "../resume/resume.public";
import { argumentProblem, fieldPathArg, idArg, jsonValueArg, sectionArg } from "./mcp-args";
import { fieldOf, sectionOf, updateField, updateSection } from "./mcp-resume-edit";

/** What the MCP server's tools call: the same services, pools and contexts as the REST routes. */
export interface McpDeps {
  db: Db;
  resumeLimit: number;
  /** The app's public address, to make the PDF link absolute. */
  publicUrl: string;
  ai: AiProvider;
  untrusted: UntrustedWork;
  matcher: JobMatcher;
  printing: PrintContext;
  log: (message: string, details: Record<string, unknown>) => void;
}

/** Who calls: the API key's user and the scopes of that key. */
export interface McpPrincipal {
  user: { id: string };
  scopes: readonly ApiKeyScope[];
}

const serverInfo = { name: "sira", version: "1.0.0" };

/**
 * The tools' and prompts' argument shapes, built once: a server is made per request, and building
 * zod schemas is most of what that costs.
 */
const version = z.number().int().min(1);
const language = z.enum(languages).default("ar");
const shapes = {
  none: {},
  resume: { resumeId: idArg },
  getSection: { resumeId: idArg, section: sectionArg.optional(), path: fieldPathArg.optional() },
  updateSection: { resumeId: idArg, version, section: sectionArg, value: jsonValueArg },
  updateField: {
    resumeId: idArg,
    version,
    path: fieldPathArg,
    value: z.union([z.string().max(20_000), z.number().finite(), z.boolean()]),
  },
  compare: { resumeId: idArg, job: matchRequestSchema.shape.job, language },
  recommendedJobs: {
    resumeId: idArg,
    q: jobMatchQuerySchema.shape.q,
    language,
    limit: z.number().int().min(1).max(20).default(10),
    offset: z.number().int().min(0).max(10_000).default(0),
  },
  tracker: {
    jobId: idArg.optional(),
    manual: createApplicationRequestSchema.options[1].shape.manual.optional(),
  },
  coverLetter: {
    resumeId: createCoverLetterRequestSchema.shape.resumeId,
    applicationId: idArg.optional(),
    title: createCoverLetterRequestSchema.shape.title,
  },
  improveSummary: { resumeId: idArg, language: z.enum(languages) },
  tailorToJob: { resumeId: idArg, job: matchRequestSchema.shape.job },
};

const instructions = [
  "Sira is an Arabic-first resume builder. These tools read and edit the user's resumes, compare",
  "a resume with a job, list recommended jobs, keep jobs in the tracker, draft cover letters and",
  "make PDF links. Edits need the resume's current `version` (from get_resume): a stale version",
  "is refused so nothing the user typed meanwhile is overwritten. Text may be Arabic or English;",
  "rich-text fields (summaries) hold simple HTML such as <p>…</p>.",
].join(" ");

function text(value: unknown): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value, null, 2) }] };
}

function failure(code: ErrorCode, detail?: string): CallToolResult {
  const message = messagesOf("en").errors[code];
  return {
    content: [{ type: "text", text: `${code}: ${message}${detail ? ` (${detail})` : ""}` }],
    isError: true,
  };
}

/** What an AppError tells an MCP client: its code, message and what to do about it. */
function detailOf(error: AppError): string | undefined {
  if (error.code === "ResumeVersionConflict") {
    const current = (error.details as { current?: Resume } | undefined)?.current;
    return current ? `the resume is now at version ${current.version}; read it again` : undefined;
  }
  if (error.code === "ValidationError" && Array.isArray(error.details))
    return (error.details as { path: string; message: string }[])
      .slice(0, 5)
      .map((issue) => `${issue.path}: ${issue.message}`)
      .join("; ");
  return undefined;
}

/** A resume as the list shows it: enough to pick one and edit it. */
function resumeSummary(resume: ResumeSummary) {
  return {
    id: resume.id,
    title: resume.title,
    language: resume.language,
    version: resume.version,
    locked: resume.locked,
    isDefault: resume.isDefault,
    updatedAt: resume.updatedAt,
  };
}

/** The section names of the spec in both resume languages (the `sira://sections` resource). */
export function sectionNamesResource() {
  const keys = ["summary", ...listSectionKeys] as const;
  return {
    fields: ["basics", "personal", ...keys, "custom.<id>"],
    names: keys.map((key) => ({ key, ar: sectionNames.ar[key], en: sectionNames.en[key] })),
    custom: { ar: sectionNames.ar.custom, en: sectionNames.en.custom },
  };
}

/**
 * The Sira MCP server of one caller (issue 43): tools, resources and prompts acting as
 * `principal.user` with only `principal.scopes`. Each tool names its scope and calls the service
 * its REST route calls, so ownership (another user's id is not found), validation, optimistic
 * concurrency, locked resumes, prices and the worker pool are the REST API's own.
 */
export function createSiraMcpServer(deps: McpDeps, principal: McpPrincipal): McpServer {
  const server = new McpServer(serverInfo, { instructions });
  const userId = principal.user.id;
  const resumeCtx = { db: deps.db, resumeLimit: deps.resumeLimit, untrusted: deps.untrusted };
  const aiCtx = { ...resumeCtx, ai: deps.ai, log: deps.log };
  const has = (scope: ApiKeyScope) => principal.scopes.includes(scope);

  /** Register a tool that needs `scope`; its answer is JSON text, its failures tool errors. */
  function tool<Shape extends z.ZodRawShape>(
    name: string,
    scope: ApiKeyScope,
    config: { title: string; description: string; readOnly: boolean },
    shape: Shape,
    run: (args: z.infer<z.ZodObject<Shape>>) => Promise<unknown>,
  ) {
    const description = `${config.description}\nScope: ${scope}.`;
    const annotations = { title: config.title, readOnlyHint: config.readOnly, openWorldHint: false };
    const handler = async (args: z.infer<z.ZodObject<Shape>>): Promise<CallToolResult> => {
      if (!has(scope)) return failure("Forbidden", `this API key lacks the "${scope}" scope`);
      const problem = argumentProblem(args);
      if (problem) return failure("ValidationError", problem);
      try {
        return text(await run(args));
      } catch (error) {
        if (error instanceof AppError) return failure(error.code, detailOf(error));
        deps.log("MCP tool failed", { tool: name, err: error });
        return failure("SomethingWentWrong");
      }
    };
    server.registerTool(
      name,
      { title: config.title, description, inputSchema: shape, annotations },
      handler as never,
    );
  }

  tool(
    "list_resumes",
    "resumes:read",
    {
      title: "List resumes",
      description:
        "List the user's resumes (id, title, language, version, locked), most recently updated first. " +
        'Titles may be Arabic, e.g. "سيرتي الذاتية - ممرضة".',
      readOnly: true,
    },
    shapes.none,
    async () => (await listResumes(resumeCtx, userId)).map(resumeSummary),
  );

  tool(
    "get_resume",
    "resumes:read",
    {
      title: "Read a resume",
      description:
        "Read one resume: its title, language, version (needed to edit it), locked flag and full data " +
        '(basics, sections, metadata). Example: { "resumeId": "…" } answers data.sections.summary.content ' +
        'such as "<p>ممرضة عناية مركزة بخبرة ثماني سنوات</p>".',
      readOnly: true,
    },
    shapes.resume,
    ({ resumeId }) => getResume(resumeCtx, userId, resumeId),
  );

  tool(
    "get_section",
    "resumes:read",
    {
      title: "Read a section or field",
      description:
        "Read one section (basics, personal, summary, experience, education, skills, languages… or custom.<id>) " +
        "or, with `path`, one field (a dot path such as sections.summary.content or basics.headline), with the " +
        'resume\'s version. Example: { "resumeId": "…", "section": "summary" } → { "content": "<p>مطور برمجيات…</p>" }.',
      readOnly: true,
    },
    shapes.getSection,
    async ({ resumeId, section, path }) => {
      const resume = await getResume(resumeCtx, userId, resumeId);
      if (path) return { version: resume.version, path, value: fieldOf(resume.data, path) };
      if (!section)
        throw new AppError("ValidationError", [{ path: "section", message: "name a section or a path" }]);
      const value = sectionOf(resume.data, section);
      if (value === undefined) throw new AppError("NotFound");
      return { version: resume.version, section, value };
    },
  );

  tool(
    "update_section",
    "resumes:write",
    {
      title: "Replace a section",
      description:
        "Replace one whole section with `value` (the section's JSON as get_section answers it, changed), " +
        "checked like the builder's autosave: the resume's schema, `version` must be the current one " +
        "(a stale version is refused with the current version number), a locked resume is refused. " +
        'Answers the new version. Example: section "summary", value { …, "content": "<p>محاسبة قانونية بخبرة عشر سنوات</p>" }.',
      readOnly: false,
    },
    shapes.updateSection,
    async (args) => resumeSummary(await updateSection(resumeCtx, userId, args)),
  );

  tool(
    "update_field",
    "resumes:write",
    {
      title: "Change one field",
      description:
        "Set one text, number or yes/no field at a dot path (sections.summary.content, basics.headline, " +
        "sections.experience.items.0.position…), checked like the builder's autosave (schema, current " +
        "`version`, locked resumes refused). Rich-text fields take simple HTML. Example: path " +
        '"sections.summary.content", value "<p>مهندس مدني بخبرة سبع سنوات في مشاريع البنية التحتية</p>".',
      readOnly: false,
    },
    shapes.updateField,
    async (args) => resumeSummary(await updateField(resumeCtx, userId, args)),
  );

  tool(
    "compare_with_job",
    "compare",
    {
      title: "Compare a resume with a job",
      description:
        "Compare a saved resume with a job description (Arabic or English): score, pass, what is found and " +
        "missing, and fixes. Priced like the app's compare. Example job text: " +
        '"مطلوب ممرض/ة عناية مركزة، شهادة BLS و ACLS، خبرة ٣ سنوات".',
      readOnly: false,
    },
    shapes.compare,
    ({ resumeId, job, language }) =>
      compareResumeWithJob(aiCtx, userId, { job, resume: { id: resumeId } }, language),
  );

  tool(
    "recommended_jobs",
    "jobs",
    {
      title: "Recommended jobs",
      description:
        "The jobs that best match a resume, best first, with their score; `q` searches the position and " +
        'description. Example: { "resumeId": "…", "q": "محاسب", "limit": 10 }.',
      readOnly: true,
    },
    shapes.recommendedJobs,
    async ({ resumeId, q, language, limit, offset }) => {
      const query = jobMatchQuerySchema.parse({ q, limit, offset });
      const page = await matchPageForResume(deps.matcher, userId, resumeId, query, language);
      return {
        total: page.total,
        jobs: page.jobs.map((card) => JSON.parse(card.toString("utf8")) as unknown),
      };
    },
  );

  tool(
    "add_job_to_tracker",
    "jobs",
    {
      title: "Add a job to the tracker",
      description:
        "Keep a job in the application tracker (column Saved): a catalogue job by `jobId` (from " +
        "recommended_jobs), or one typed by hand in `manual`. Adding the same catalogue job twice answers " +
        'the existing card. Example manual: { "position": "أخصائي موارد بشرية", "company": "شركة المراعي", ' +
        '"location": "الرياض", "link": "https://…" }.',
      readOnly: false,
    },
    shapes.tracker,
    async ({ jobId, manual }) => {
      if ((jobId === undefined) === (manual === undefined))
        throw new AppError("ValidationError", [{ path: "jobId", message: "give either jobId or manual" }]);
      const request =
        jobId !== undefined
          ? { jobId, status: "saved" as const }
          : { manual: manual!, status: "saved" as const };
      const { application, created } = await createApplication(deps.db, userId, request);
      return { created, application };
    },
  );

  tool(
    "draft_cover_letter",
    "resumes:write",
    {
      title: "Draft a cover letter",
      description:
        "Make a cover letter draft from a resume (in the resume's language), for a tracker application " +
        'when `applicationId` is given; the user edits it in the app. Example title: "خطاب تقديم - مستشفى الملك فهد".',
      readOnly: false,
    },
    shapes.coverLetter,
    ({ resumeId, applicationId, title }) =>
      createCoverLetter(aiCtx, userId, {
        resumeId,
        applicationId: applicationId ?? null,
        draft: true,
        ...(title !== undefined ? { title } : {}),
      }),
  );

  tool(
    "pdf_link",
    "download",
    {
      title: "PDF download link",
      description:
        "Print a resume to PDF and answer a link that works for ten minutes without signing in. Priced " +
        "like a download in the app (the same content again is free).",
      readOnly: false,
    },
    shapes.resume,
    async ({ resumeId }) => {
      const found = await findOwnPrintable(deps.printing, userId, resumeId);
      const { url } = await printResume(deps.printing, userId, found, "pdf");
      return { url: new URL(url, deps.publicUrl).toString(), expiresInMinutes: 10 };
    },
  );

  registerResources(server, deps, principal);
  registerPrompts(server);
  return server;
}

function registerResources(server: McpServer, deps: McpDeps, principal: McpPrincipal) {
  const ctx = { db: deps.db, resumeLimit: deps.resumeLimit, untrusted: deps.untrusted };
  const canRead = principal.scopes.includes("resumes:read");
  server.registerResource(
    "resume",
    new ResourceTemplate("sira://resume/{id}", {
      list: async () => ({
        resources: canRead
          ? (await listResumes(ctx, principal.user.id)).map((resume) => ({
              uri: `sira://resume/${resume.id}`,
              name: resume.title,
              mimeType: "application/json",
            }))
          : [],
      }),
    }),
    {
      title: "Resume JSON",
      description: "One of the user's resumes as JSON (scope resumes:read).",
      mimeType: "application/json",
    },
    async (uri, { id }) => {
      const parsed = idArg.safeParse(id);
      if (!canRead) throw new Error('Forbidden: this API key lacks the "resumes:read" scope');
      if (!parsed.success) throw new Error("ResumeNotFound");
      const resume = await getResume(ctx, principal.user.id, parsed.data).catch((error: unknown) => {
        throw error instanceof AppError ? new Error(error.code) : error;
      });
      return { contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify(resume) }] };
    },
  );
  server.registerResource(
    "sections",
    "sira://sections",
    {
      title: "Section names",
      description: "The resume's sections and their names in Arabic and English.",
      mimeType: "application/json",
    },
    async (uri) => ({
      contents: [
        { uri: uri.href, mimeType: "application/json", text: JSON.stringify(sectionNamesResource()) },
      ],
    }),
  );
}

function registerPrompts(server: McpServer) {
  server.registerPrompt(
    "improve-summary",
    {
      title: "Improve my summary",
      description: 'Rewrite a resume\'s summary, e.g. "improve my summary in Arabic" (language ar).',
      argsSchema: shapes.improveSummary,
    },
    ({ resumeId, language }) => ({
      messages: [
        {
          role: "user",
          content: {
            type: "text",
            text:
              language === "ar"
                ? `حسّن النبذة المهنية في سيرتي الذاتية (المعرّف ${resumeId}) باللغة العربية الفصحى: اقرأها بالأداة get_section (القسم summary)، ثم اكتب نبذة من ثلاث إلى أربع جمل تبرز الخبرة والإنجازات القابلة للقياس والمهارات الأساسية، دون اختلاق معلومات. اعرض النص المقترح عليّ، وبعد موافقتي احفظه بالأداة update_field (المسار sections.summary.content، بصيغة <p>…</p>، مع رقم الإصدار الحالي).`
                : `Improve the summary of my resume (id ${resumeId}) in English: read it with get_section (section summary), then write three to four sentences that bring out experience, measurable achievements and key skills, inventing nothing. Show me the proposal; once I agree, save it with update_field (path sections.summary.content, as <p>…</p>, with the current version).`,
          },
        },
      ],
    }),
  );
  server.registerPrompt(
    "tailor-to-job",
    {
      title: "Tailor my resume to a job",
      description:
        "Compare a resume with a job text and propose changes that fit the job, section by section.",
      argsSchema: shapes.tailorToJob,
    },
    ({ resumeId, job }) => ({
      messages: [
        {
          role: "user",
          content: {
            type: "text",
            text: `Tailor my resume (id ${resumeId}) to the job below. First call compare_with_job to see what is missing, then read the sections concerned with get_section and propose changes in the resume's own language (Arabic or English), inventing no experience. Apply only the changes I accept, with update_field or update_section and the current version.\n\nJob:\n${job}`,
          },
        },
      ],
    }),
  );
}
