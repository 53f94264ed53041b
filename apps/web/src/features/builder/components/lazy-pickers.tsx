import { lazy } from "react";

/**
 * The template, layout, theme and font pickers (with the layout board's drag and drop), loaded
 * when a picker is first opened or its button pointed at or focused (issue 39: not with the
 * builder's first screen). Render them inside a Suspense boundary (PopoverButton has one).
 */
export const loadPickers = () => import("./pickers");

export const TemplateAndLayoutPicker = lazy(() =>
  loadPickers().then((m) => ({ default: m.TemplateAndLayoutPicker })),
);
export const TemplatePicker = lazy(() => loadPickers().then((m) => ({ default: m.TemplatePicker })));
export const ThemePicker = lazy(() => loadPickers().then((m) => ({ default: m.ThemePicker })));
export const FontPicker = lazy(() => loadPickers().then((m) => ({ default: m.FontPicker })));
