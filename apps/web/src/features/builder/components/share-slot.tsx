import { buttonClass } from "../../../components/ui/button";
import { useBuilderExtensions } from "../extensions";
import { useBuilderStore } from "../state/builder-store";
import { saveSlug, saveVisibility } from "../state/use-autosave";

/** The toolbar's Share button, when the route provides one (issue 23). */
export function ShareSlot() {
  const { renderShare } = useBuilderExtensions();
  const resume = useBuilderStore((s) => s.resume);
  const locked = useBuilderStore((s) => s.locked);
  if (!renderShare || !resume) return null;
  return renderShare({
    resume: { ...resume, locked },
    changeVisibility: saveVisibility,
    changeSlug: saveSlug,
    className: buttonClass("ghost"),
  });
}
