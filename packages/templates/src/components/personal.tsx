import type { PersonalLine } from "@sira/schema";

/**
 * The personal block (issue 40) in the header, shared by every template. Details take the
 * contacts' classes, so each template's own contact styling (centred, bulleted, stacked in a
 * sidebar) applies to them too; the optional top line (nationality and visa "under the name",
 * Gulf usage) sits right under the headline. Each part is "Label: value" in one element so that
 * text extraction reads it back whole.
 */
export function PersonalTop({ lines }: { lines: PersonalLine[] }) {
  if (!lines.length) return null;
  return (
    <p className="sira-personal-top" data-sira-personal="top">
      {lines.map((line, i) => (
        <span key={line.key} className="sira-personal-part" data-personal={line.key}>
          {i > 0 && (
            <span className="sira-personal-sep" aria-hidden="true">
              {" | "}
            </span>
          )}
          <span className="sira-contact-label">{`${line.label}: `}</span>
          <bdi>{line.value}</bdi>
        </span>
      ))}
    </p>
  );
}

export function PersonalDetails({ lines }: { lines: PersonalLine[] }) {
  if (!lines.length) return null;
  return (
    <ul className="sira-contacts sira-personal" data-sira-personal="details">
      {lines.map((line, i) => (
        <li key={`${line.key}-${i}`} className="sira-contact sira-personal-part" data-personal={line.key}>
          <span>
            <span className="sira-contact-label">{`${line.label}: `}</span>
            <bdi>{line.value}</bdi>
          </span>
        </li>
      ))}
    </ul>
  );
}
