import { useEffect, useRef } from "react";
import { isTypingTarget } from "./dashboard-utils";

export interface Shortcut {
  /** Letter key, compared case-insensitively (e.g. "r"). */
  key: string;
  shift?: boolean;
  /** Ctrl on Windows/Linux, also Cmd on macOS. */
  ctrl?: boolean;
  run: () => void;
}

/** Run keyboard shortcuts while mounted; ignored while the user types in a field. */
export function useShortcuts(shortcuts: Shortcut[]) {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target) || event.altKey) return;
      const ctrl = event.ctrlKey || event.metaKey;
      for (const s of latest.current) {
        // event.code keeps shortcuts working on an Arabic keyboard layout.
        const letter = event.code.startsWith("Key")
          ? event.code.slice(3).toLowerCase()
          : event.key.toLowerCase();
        if (letter === s.key && Boolean(s.shift) === event.shiftKey && Boolean(s.ctrl) === ctrl) {
          event.preventDefault();
          s.run();
          return;
        }
      }
    };
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, []);
}
