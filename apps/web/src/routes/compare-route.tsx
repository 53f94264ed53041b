import { ComparePage } from "../features/ai/compare-page";
import { extractPdfText } from "../features/import/extract-pdf-text";

/** /dashboard/compare: the compare page with the import feature's browser PDF text extraction. */
export function CompareRoute() {
  return <ComparePage extractPdfText={extractPdfText} />;
}
