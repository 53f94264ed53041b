import { useContext } from "react";
import type { ItemView, SectionView } from "../lib/model";
import { BrandIcon } from "./icons";
import { Keywords } from "./keywords";
import { WebLink } from "./link";
import { LogicalRuns, LogicalRunsText, Runs } from "./logical-runs";
import { Rating } from "./rating";
import { RichText } from "./rich-text";

/**
 * A section heading; its text is the section's name in the resume's language (word by word in the
 * ATS-safe PDF, like the lines a template sets beside it).
 */
export function SectionTitle({ name }: { name: string }) {
  return (
    <h2 className="sira-section-title">
      <span>
        <Runs text={name} />
      </span>
    </h2>
  );
}

/**
 * A date as the model localized it. A date of digits alone ("2012 - 2016", "٢٠١٢ - ٢٠١٦") is
 * isolated left to right so the range reads start to end in Arabic too, and text extractors keep
 * its order; a date with month names follows the paragraph. In the ATS-safe PDF a date with month
 * names or Arabic-Indic digits is painted word by word in reading order (`LogicalRunsText`): the
 * isolate shows `٢٠١٢ - ٢٠١٦` right to left (Arabic-Indic digits are right-to-left numbers), so
 * readers that keep a line's runs in paint order (MuPDF) read it `٢٠١٦ - ٢٠١٢`.
 */
function DateText({ date }: { date: string }) {
  const logical = useContext(LogicalRuns);
  const words = /\p{L}/u.test(date);
  if (logical && (words || /[\u0660-\u0669\u06F0-\u06F9]/u.test(date)))
    return <LogicalRunsText text={date} />;
  return words ? date : <bdi dir="ltr">{date}</bdi>;
}

/** One entry: title and subtitle on the start side, date and location on the end side, then details. */
export function Item({ item }: { item: ItemView }) {
  const hasMeta = item.date || item.location || item.score;
  return (
    <div className="sira-item">
      <div className="sira-item-head">
        <div className="sira-item-main">
          <h3 className="sira-item-title">
            <bdi>
              <Runs text={item.title} />
            </bdi>
          </h3>
          {item.subtitle && (
            <div className="sira-item-subtitle">
              <Runs text={item.subtitle} />
            </div>
          )}
          {item.description && <div className="sira-item-description">{item.description}</div>}
        </div>
        {hasMeta && (
          <div className="sira-item-meta">
            {item.date && (
              <div className="sira-item-date">
                <DateText date={item.date} />
              </div>
            )}
            {item.location && <div className="sira-item-location">{item.location}</div>}
            {item.score && (
              <div className="sira-item-score">
                <bdi>{item.score}</bdi>
              </div>
            )}
          </div>
        )}
      </div>
      <Rating level={item.level} />
      {item.url && <WebLink className="sira-item-url" href={item.url.href} label={item.url.label} />}
      <RichText html={item.summary} />
      <Keywords keywords={item.keywords} />
    </div>
  );
}

/** A profile: brand icon and the username linked to the profile URL, network name beside it. */
export function ProfileItem({ item }: { item: ItemView }) {
  return (
    <div className="sira-item sira-profile">
      <BrandIcon network={item.network ?? ""} />
      <div className="sira-item-main">
        {item.url ? (
          <WebLink className="sira-item-title" href={item.url.href} label={item.title} />
        ) : (
          <span className="sira-item-title">
            <bdi>{item.title}</bdi>
          </span>
        )}
        {item.subtitle && <div className="sira-item-subtitle">{item.subtitle}</div>}
      </div>
    </div>
  );
}

/** A whole section: title, then its items in `columns` columns (or the summary's rich text). */
export function Section({ section }: { section: SectionView }) {
  return (
    <section className={`sira-section sira-section-${section.kind}`} data-section={section.id}>
      <SectionTitle name={section.name} />
      {section.kind === "summary" ? (
        <div className="sira-items" data-cols="1">
          <div className="sira-item">
            <RichText html={section.content} />
          </div>
        </div>
      ) : (
        <div
          className="sira-items"
          data-cols={section.columns}
          style={{ ["--sira-cols" as string]: String(section.columns) }}
        >
          {section.items.map((item) =>
            section.kind === "profiles" ? (
              <ProfileItem key={item.id} item={item} />
            ) : (
              <Item key={item.id} item={item} />
            ),
          )}
        </div>
      )}
    </section>
  );
}
