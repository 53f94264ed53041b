import {
  ArrowArcLeft,
  ArrowArcRight,
  Code,
  CodeBlock,
  Highlighter,
  Image as ImageIcon,
  KeyReturn,
  LinkSimple,
  ListBullets,
  ListNumbers,
  Minus,
  Paragraph,
  TextAlignCenter,
  TextAlignJustify,
  TextAlignLeft,
  TextAlignRight,
  TextB,
  TextHOne,
  TextHThree,
  TextHTwo,
  TextIndent,
  TextItalic,
  TextOutdent,
  TextStrikethrough,
  TextUnderline,
} from "@phosphor-icons/react";
import { sanitizeRichText } from "@sira/html";
import { limits } from "@sira/schema/constants";
import Highlight from "@tiptap/extension-highlight";
import Image from "@tiptap/extension-image";
import TextAlign from "@tiptap/extension-text-align";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Popover } from "radix-ui";
import { type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { inputClass } from "../../../components/ui/form";
import { bulletsFromPlainText } from "../lib/pasted-bullets";
import { isValidWebUrl } from "../lib/url";

/**
 * Tiptap output as it is stored: the resume rich-text allowlist every renderer applies (@sira/html),
 * so what is saved is what the preview, the PDF and the public page show; an empty editor is "".
 */
export function storedRichText(html: string): string {
  const clean = sanitizeRichText(html);
  return clean === "<p></p>" ? "" : clean;
}

/**
 * The rich text editor of spec §9: toolbar of bold, italic, strike, underline, highlight, link,
 * code, code block, headings 1-3, paragraph, alignment, lists, indent, image, line break, rule,
 * undo, redo; height 160-200 px. Text direction follows the resume's language; alignment buttons
 * are logical (start, center, end, justify).
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  dir,
  disabled = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  dir: "rtl" | "ltr";
  disabled?: boolean;
}) {
  const lastEmitted = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true } }),
      Highlight,
      TextAlign.configure({ types: ["heading", "paragraph"] }),
      Image,
    ],
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps: {
      // Typed "- " starts a bullet (the list's input rule); pasted lines starting with "- " do
      // too, as the summary's hint promises, instead of staying literal hyphens.
      handlePaste: (view, event) => {
        const html = bulletsFromPlainText(event.clipboardData?.getData("text/plain") ?? "");
        if (html === null) return false;
        view.pasteHTML(html);
        return true;
      },
      attributes: {
        id,
        dir,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        class:
          "prose-sm max-w-none px-3 py-2 text-slate-900 text-sm focus:outline-none dark:text-white [&_h1]:font-bold [&_h1]:text-xl [&_h2]:font-bold [&_h2]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5 [&_a]:text-teal-700 [&_a]:underline [&_mark]:bg-yellow-200 [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-2 [&_code]:font-mono [&_hr]:my-2",
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = storedRichText(e.getHTML());
      if (html === lastEmitted.current) return;
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
    onBlur: () => onBlurRef.current?.(),
  });

  // Outside changes (undo/redo in the store, loading another version) replace the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // The view exists only while EditorContent holds it (a tree that suspends, e.g. while a part
  // loads on demand, unmounts it: `isDestroyed` is then true); the attributes given to useEditor
  // apply again when it mounts.
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.view.dom.setAttribute("dir", dir);
  }, [editor, dir]);

  return (
    <div className="overflow-hidden rounded-lg border border-slate-300 bg-white focus-within:border-teal-600 focus-within:ring-2 focus-within:ring-teal-600/30 dark:border-slate-600 dark:bg-slate-800">
      {editor && !disabled && <Toolbar editor={editor} />}
      <div
        className="overflow-y-auto [&_.ProseMirror]:min-h-[var(--rich-min)]"
        style={
          {
            minHeight: limits.richEditorMinHeightPx,
            maxHeight: limits.richEditorMaxHeightPx,
            "--rich-min": `${limits.richEditorMinHeightPx}px`,
          } as React.CSSProperties
        }
      >
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation("builder");
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      strike: e.isActive("strike"),
      underline: e.isActive("underline"),
      highlight: e.isActive("highlight"),
      link: e.isActive("link"),
      code: e.isActive("code"),
      codeBlock: e.isActive("codeBlock"),
      h1: e.isActive("heading", { level: 1 }),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      paragraph: e.isActive("paragraph"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
      canSink: e.can().sinkListItem("listItem"),
      canLift: e.can().liftListItem("listItem"),
    }),
  });
  const chain = () => editor.chain().focus();
  const b = (key: string, icon: ReactNode, run: () => void, active?: boolean, disabled?: boolean) => (
    <ToolButton key={key} label={t(`rich.${key}`)} onClick={run} active={active} disabled={disabled}>
      {icon}
    </ToolButton>
  );
  return (
    <div
      role="toolbar"
      aria-label={t("rich.toolbar")}
      className="flex flex-wrap items-center gap-0.5 border-slate-200 border-b bg-slate-50 p-1 dark:border-slate-700 dark:bg-slate-900"
    >
      {b("bold", <TextB />, () => chain().toggleBold().run(), state.bold)}
      {b("italic", <TextItalic />, () => chain().toggleItalic().run(), state.italic)}
      {b("strike", <TextStrikethrough />, () => chain().toggleStrike().run(), state.strike)}
      {b("underline", <TextUnderline />, () => chain().toggleUnderline().run(), state.underline)}
      {b("highlight", <Highlighter />, () => chain().toggleHighlight().run(), state.highlight)}
      <LinkButton editor={editor} active={state.link} />
      {b("code", <Code />, () => chain().toggleCode().run(), state.code)}
      {b("codeBlock", <CodeBlock />, () => chain().toggleCodeBlock().run(), state.codeBlock)}
      <Separator />
      {b("h1", <TextHOne />, () => chain().toggleHeading({ level: 1 }).run(), state.h1)}
      {b("h2", <TextHTwo />, () => chain().toggleHeading({ level: 2 }).run(), state.h2)}
      {b("h3", <TextHThree />, () => chain().toggleHeading({ level: 3 }).run(), state.h3)}
      {b("paragraph", <Paragraph />, () => chain().setParagraph().run(), state.paragraph)}
      <Separator />
      {b("alignStart", <TextAlignLeft className="rtl:-scale-x-100" />, () =>
        chain().setTextAlign("start").run(),
      )}
      {b("alignCenter", <TextAlignCenter />, () => chain().setTextAlign("center").run())}
      {b("alignEnd", <TextAlignRight className="rtl:-scale-x-100" />, () =>
        chain().setTextAlign("end").run(),
      )}
      {b("alignJustify", <TextAlignJustify />, () => chain().setTextAlign("justify").run())}
      <Separator />
      {b("bulletList", <ListBullets />, () => chain().toggleBulletList().run(), state.bulletList)}
      {b("orderedList", <ListNumbers />, () => chain().toggleOrderedList().run(), state.orderedList)}
      {b(
        "indent",
        <TextIndent className="rtl:-scale-x-100" />,
        () => chain().sinkListItem("listItem").run(),
        false,
        !state.canSink,
      )}
      {b(
        "outdent",
        <TextOutdent className="rtl:-scale-x-100" />,
        () => chain().liftListItem("listItem").run(),
        false,
        !state.canLift,
      )}
      <Separator />
      <ImageButton editor={editor} />
      {b("hardBreak", <KeyReturn />, () => chain().setHardBreak().run())}
      {b("rule", <Minus />, () => chain().setHorizontalRule().run())}
      <Separator />
      {b(
        "undo",
        <ArrowArcLeft className="rtl:-scale-x-100" />,
        () => chain().undo().run(),
        false,
        !state.canUndo,
      )}
      {b(
        "redo",
        <ArrowArcRight className="rtl:-scale-x-100" />,
        () => chain().redo().run(),
        false,
        !state.canRedo,
      )}
    </div>
  );
}

const Separator = () => <span aria-hidden className="mx-0.5 h-5 w-px bg-slate-300 dark:bg-slate-600" />;

function ToolButton({
  label,
  onClick,
  active,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={`inline-flex size-7 items-center justify-center rounded text-base text-slate-700 hover:bg-slate-200 disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-700 ${active ? "bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-100" : ""}`}
    >
      {children}
    </button>
  );
}

/** A toolbar button that opens a small form in a popover (a link, an image). */
function ToolPopover({
  label,
  icon,
  active,
  open,
  onOpenChange,
  children,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button
          type="button"
          title={label}
          aria-label={label}
          aria-pressed={active}
          className={`inline-flex size-7 items-center justify-center rounded text-base text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-700 ${active ? "bg-teal-100 dark:bg-teal-900" : ""}`}
        >
          {icon}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          dir={i18n.dir()}
          sideOffset={4}
          className="z-[60] flex w-72 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** A labelled input of a toolbar popover. */
function PopoverInput({ id, label, ...props }: ComponentProps<"input"> & { id: string; label: string }) {
  return (
    <>
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <input id={id} className={inputClass()} {...props} />
    </>
  );
}

function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation("builder");
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState("");
  const id = useId();
  const valid = href.trim() !== "" && isValidWebUrl(href);
  const handleOpen = (next: boolean) => {
    if (next) setHref((editor.getAttributes("link").href as string | undefined) ?? "https://");
    setOpen(next);
  };
  const apply = () => {
    if (!valid) return;
    editor.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
    setOpen(false);
  };
  return (
    <ToolPopover
      label={t("rich.link")}
      icon={<LinkSimple />}
      active={active}
      open={open}
      onOpenChange={handleOpen}
    >
      <PopoverInput
        id={id}
        label={t("rich.linkUrl")}
        dir="ltr"
        value={href}
        aria-invalid={href.trim() !== "" && !valid}
        onChange={(e) => setHref(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            apply();
          }
        }}
      />
      {href.trim() !== "" && !valid && <p className="text-red-600 text-xs">{t("validation.urlHint")}</p>}
      <div className="flex gap-2">
        <Button disabled={!valid} onClick={apply}>
          {t("rich.apply")}
        </Button>
        {active && (
          <Button
            variant="secondary"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              setOpen(false);
            }}
          >
            {t("rich.removeLink")}
          </Button>
        )}
      </div>
    </ToolPopover>
  );
}

/** Spec §5: image insert needs a src; alt is optional. */
function ImageButton({ editor }: { editor: Editor }) {
  const { t } = useTranslation("builder");
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const id = useId();
  const insert = () => {
    if (!src.trim()) return;
    editor
      .chain()
      .focus()
      .setImage({ src: src.trim(), alt: alt.trim() || undefined })
      .run();
    setOpen(false);
    setSrc("");
    setAlt("");
  };
  return (
    <ToolPopover label={t("rich.image")} icon={<ImageIcon />} open={open} onOpenChange={setOpen}>
      <PopoverInput
        id={`${id}-src`}
        label={t("rich.imageSrc")}
        dir="ltr"
        value={src}
        onChange={(e) => setSrc(e.target.value)}
      />
      <PopoverInput
        id={`${id}-alt`}
        label={t("rich.imageAlt")}
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
      />
      <Button disabled={!src.trim()} onClick={insert}>
        {t("rich.insert")}
      </Button>
    </ToolPopover>
  );
}
