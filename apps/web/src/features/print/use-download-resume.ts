import type { Language } from "@sira/schema/constants";
import { useCallback, useState } from "react";
import { refreshBalance } from "../../lib/balance";
import { toastSpendError } from "../../lib/spend";
import { fetchPrintUrl } from "./print-api";

/**
 * Download a resume as PDF (spec §7): ask the server for the print URL, open it in a new tab,
 * then refetch the balance (spec §4: print consumes points). The tab is opened synchronously in
 * the click so popup blockers allow it, and closed again on failure. Errors toast their catalogue
 * message (PackageIsOver: the out-of-points message of spec §8).
 */
export function useDownloadResume() {
  const [isDownloading, setIsDownloading] = useState(false);
  const download = useCallback(async (resumeId: string, lang: Language): Promise<boolean> => {
    setIsDownloading(true);
    const tab = window.open("", "_blank");
    try {
      const { url } = await fetchPrintUrl(resumeId, lang);
      if (tab) tab.location.href = url;
      else window.open(url, "_blank", "noopener");
      return true;
    } catch (error) {
      tab?.close();
      toastSpendError(error);
      return false;
    } finally {
      setIsDownloading(false);
      void refreshBalance();
    }
  }, []);
  return { download, isDownloading };
}
