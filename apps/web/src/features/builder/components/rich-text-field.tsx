import { limits } from "@sira/schema/constants";
import { type ComponentProps, lazy, type ReactNode, Suspense } from "react";

/** TipTap and ProseMirror (about a third of the builder's script) load with the first rich text field shown. */
const RichTextEditor = lazy(() => import("./rich-text-editor").then((m) => ({ default: m.RichTextEditor })));

/** Buttons per group of the editor's toolbar (rich-text-editor.tsx `Toolbar`), separated by a rule. */
const toolbarGroups = [8, 4, 4, 4, 3, 2];

/**
 * The editor's box while its code loads: the same border, a toolbar of the same buttons' size
 * (so it wraps the same on a phone) and the same height, so nothing below moves when the editor
 * arrives; nothing in it takes focus or is announced but its busy state.
 */
export function RichTextSkeleton({ disabled = false, value = "" }: { disabled?: boolean; value?: string }) {
  // The editor grows from its minimum to its maximum height with its text; a long text (a few
  // lines at the field's width) takes the maximum.
  const height = value.length > 240 ? limits.richEditorMaxHeightPx : limits.richEditorMinHeightPx;
  return (
    <div
      aria-busy="true"
      data-rich-skeleton=""
      className="overflow-hidden rounded-lg border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-800"
    >
      {!disabled && (
        <div
          aria-hidden
          className="flex flex-wrap items-center gap-0.5 border-slate-200 border-b bg-slate-50 p-1 dark:border-slate-700 dark:bg-slate-900"
        >
          {toolbarGroups.map((count, group) => (
            <span key={group} className="contents">
              {group > 0 && <span className="mx-0.5 h-5 w-px bg-slate-300 dark:bg-slate-600" />}
              {Array.from({ length: count }, (_, i) => (
                <span key={i} className="inline-flex size-7 items-center justify-center">
                  <span className="size-4 animate-pulse rounded-sm bg-slate-200 motion-reduce:animate-none dark:bg-slate-700" />
                </span>
              ))}
            </span>
          ))}
        </div>
      )}
      <div style={{ height }} />
    </div>
  );
}

/**
 * The rich text editor, loaded on first use; its box is held by the skeleton until then. `after`
 * (the writing help under the field, itself loaded on demand) shows with the editor, not before.
 */
export function RichTextField({
  after,
  ...props
}: ComponentProps<typeof RichTextEditor> & { after?: ReactNode }) {
  return (
    <Suspense fallback={<RichTextSkeleton disabled={props.disabled} value={props.value} />}>
      <RichTextEditor {...props} />
      {after}
    </Suspense>
  );
}
