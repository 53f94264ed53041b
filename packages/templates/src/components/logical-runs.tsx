import { createContext, useContext } from "react";

/**
 * Set by the ATS-safe rendering of an Arabic resume (`renderAtsSafeParts`): the headline, entry
 * titles and subtitles, dates and rich text are painted word by word in reading order (flex
 * items, which the browser paints in document order), so text extractors that keep a line's
 * runs in paint order (MuPDF, pypdf) read them in order.
 */
export const LogicalRuns = createContext(false);

/**
 * A short text (a date range, a title) as one flex item per word, in reading order: the browser paints
 * flex items in document order, so the PDF holds the words in the order they are read whatever
 * the direction (one right to left bidi paragraph would paint `2020 ديسمبر - 2016 مارس`).
 */
export function LogicalRunsText({ text }: { text: string }) {
  const words = text.split(/\s+/u).filter(Boolean);
  return (
    <span className="sira-logical-runs">
      {words.flatMap((word, i) => [
        i > 0 && (
          <span key={`s${i}`} className="sira-w">
            {" "}
          </span>
        ),
        <span key={i}>{word}</span>,
      ])}
    </span>
  );
}

/** A short text as written, or word by word in reading order in the ATS-safe PDF (`LogicalRuns`). */
export function Runs({ text }: { text: string }) {
  return useContext(LogicalRuns) ? <LogicalRunsText text={text} /> : text;
}
