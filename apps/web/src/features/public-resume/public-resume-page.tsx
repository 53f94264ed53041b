import { type PublicResume, publicResumeSchema, type ResumeData } from "@sira/schema";
import DOMPurify from "dompurify";
import { useTranslation } from "react-i18next";
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from "react-router";
import { ThemeToggle } from "../../components/preferences";
import { api } from "../../lib/api";

/** Page widths in millimetres by page format (spec §9). */
const pageWidthMm = { a4: 210, letter: 215.9 } as const;

/** Spec §2: fetch the public resume by username and slug; any failure goes to /. */
export async function publicResumeLoader({ params }: LoaderFunctionArgs): Promise<PublicResume> {
  const { username = "", slug = "" } = params;
  try {
    return await api(`/resume/public/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`, {
      schema: publicResumeSchema,
      redirectOnAuthFailure: false,
    });
  } catch {
    throw redirect("/");
  }
}

type AnyItem = Record<string, unknown> & { id: string; visible: boolean };
type AnySection = { id: string; name: string; visible: boolean; items?: AnyItem[]; content?: string };

const titleKeys = ["name", "title", "company", "institution", "organization", "network"];
const subtitleKeys = [
  "position",
  "studyType",
  "area",
  "awarder",
  "issuer",
  "publisher",
  "username",
  "description",
];

const text = (item: AnyItem, key: string): string =>
  typeof item[key] === "string" ? (item[key] as string) : "";
const firstText = (item: AnyItem, keys: string[]) =>
  keys.map((k) => text(item, k)).find((v) => v.trim()) ?? "";

function Html({ html }: { html: string }) {
  if (!html.replace(/<[^>]*>/g, "").trim()) return null;
  return (
    <div
      className="prose-sm mt-1 [&_ul]:list-disc [&_ul]:ps-5"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the resume's rich text, sanitized by DOMPurify.
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
    />
  );
}

function validUrl(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

function ItemView({ item }: { item: AnyItem }) {
  const { t } = useTranslation("public-resume");
  const title = firstText(item, titleKeys);
  const subtitle = subtitleKeys.map((k) => text(item, k)).find((v) => v.trim() && v !== title) ?? "";
  const url = item.url && typeof item.url === "object" ? validUrl((item.url as { href: string }).href) : null;
  const keywords = Array.isArray(item.keywords) ? (item.keywords as string[]) : [];
  const level = typeof item.level === "number" ? item.level : 0;
  return (
    <div className="break-inside-avoid">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold">{title}</p>
        <p className="text-xs opacity-75">
          {[text(item, "date"), text(item, "location")].filter(Boolean).join(" · ")}
        </p>
      </div>
      {subtitle && <p className="text-sm opacity-85">{subtitle}</p>}
      {level > 0 && (
        <p className="mt-1 flex gap-1" role="img" aria-label={t("level", { level })}>
          {[1, 2, 3, 4, 5].map((n) => (
            <span
              key={n}
              className="h-1.5 w-5 rounded"
              style={{ background: "var(--resume-primary)", opacity: n <= level ? 1 : 0.2 }}
            />
          ))}
        </p>
      )}
      {url && (
        <a href={url} className="text-sm underline" dir="ltr" rel="noreferrer nofollow" target="_blank">
          {(item.url as { label: string }).label || url}
        </a>
      )}
      <Html html={text(item, "summary")} />
      {keywords.length > 0 && <p className="text-xs opacity-75">{keywords.join("، ")}</p>}
    </div>
  );
}

function SectionView({ section }: { section: AnySection }) {
  const items = (section.items ?? []).filter((i) => i.visible);
  const hasContent =
    section.content !== undefined ? section.content.replace(/<[^>]*>/g, "").trim() : items.length;
  if (!section.visible || !hasContent) return null;
  return (
    <section className="mb-5">
      <h2
        className="mb-2 border-b-2 pb-1 font-bold text-base"
        style={{ borderColor: "var(--resume-primary)", color: "var(--resume-primary)" }}
      >
        {section.name}
      </h2>
      {section.content !== undefined ? (
        <Html html={section.content} />
      ) : (
        <div className="flex flex-col gap-3">
          {items.map((item) => (
            <ItemView key={item.id} item={item} />
          ))}
        </div>
      )}
    </section>
  );
}

function sectionById(data: ResumeData, id: string): AnySection | undefined {
  if (id.startsWith("custom."))
    return data.sections.custom[id.slice("custom.".length)] as AnySection | undefined;
  return (data.sections as unknown as Record<string, AnySection>)[id];
}

/** The resume data rendered readably, page by page, in the layout's two columns. */
function ResumeView({ data }: { data: ResumeData }) {
  const { basics, metadata } = data;
  const contacts = [basics.email, basics.phone, basics.location].filter(Boolean);
  const website = validUrl(basics.url.href);
  return (
    <>
      <header className="mb-6">
        <h1 className="font-bold text-3xl">{basics.name}</h1>
        {basics.headline && <p className="mt-1 text-lg opacity-85">{basics.headline}</p>}
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {contacts.map((c) => (
            <bdi key={c}>{c}</bdi>
          ))}
          {website && (
            <a href={website} className="underline" dir="ltr" rel="noreferrer nofollow" target="_blank">
              {basics.url.label || website}
            </a>
          )}
          {basics.customFields.map((f) => (
            <span key={f.id}>
              {f.name ? `${f.name}: ` : ""}
              <bdi>{f.value}</bdi>
            </span>
          ))}
        </p>
      </header>
      {metadata.layout.map((page, index) => (
        <div key={index} className="grid gap-6 sm:grid-cols-[2fr_1fr]">
          {page.map((column, c) => (
            <div key={c}>
              {column.map((id) => {
                const section = sectionById(data, id);
                return section ? <SectionView key={id} section={section} /> : null;
              })}
            </div>
          ))}
        </div>
      ))}
    </>
  );
}

/**
 * Spec §2 public resume `/{username}/{slug}`: the resume in a frame at the page-format width, in
 * its own direction, a light/system/dark toggle and a footer link home. (The template renderer
 * and the Download PDF button arrive with the templates and printing issues.)
 */
export function PublicResumePage() {
  const resume = useLoaderData() as PublicResume;
  const { t } = useTranslation("public-resume");
  const { metadata } = resume.data;
  const width = pageWidthMm[metadata.page.format];
  return (
    <div className="min-h-dvh bg-slate-100 px-2 py-6 dark:bg-slate-950">
      <div className="mx-auto mb-3 flex justify-end" style={{ maxWidth: `${width}mm` }}>
        <ThemeToggle />
      </div>
      <article
        lang={resume.language}
        dir={resume.language === "ar" ? "rtl" : "ltr"}
        className="mx-auto w-full rounded-sm shadow-lg"
        style={
          {
            maxWidth: `${width}mm`,
            minHeight: `${width * Math.SQRT2}mm`,
            padding: `${metadata.page.margin}px`,
            background: metadata.theme.background,
            color: metadata.theme.text,
            fontFamily: `"${metadata.typography.font.family}", var(--font-sans)`,
            fontSize: `${metadata.typography.font.size}px`,
            lineHeight: metadata.typography.lineHeight,
            "--resume-primary": metadata.theme.primary,
          } as React.CSSProperties
        }
      >
        <ResumeView data={resume.data} />
      </article>
      <footer className="mt-6 text-center text-sm">
        <Link to="/" className="text-teal-700 hover:underline dark:text-teal-400">
          {t("home")}
        </Link>
      </footer>
    </div>
  );
}
