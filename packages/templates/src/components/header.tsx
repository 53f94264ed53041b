import type { Basics, Language, PersonalLine } from "@sira/schema";
import { isEmail, isValidUrl } from "../lib/url";
import { BrandIcon, hasBrandIcon, Icon } from "./icons";
import { Ltr, WebLink } from "./link";
import { Runs } from "./logical-runs";
import { PersonalDetails, PersonalTop } from "./personal";
import { Picture } from "./picture";

/**
 * Text whose hyphenated words ("Al-Shehri") never wrap at their hyphen: a wrap there is read
 * back by text extractors as a hyphenation and the hyphen is lost ("AlShehri").
 */
function KeepHyphenated({ text }: { text: string }) {
  return text.split(/((?<!\S)\S*-\S*)/).map((part, i) =>
    part.includes("-") ? (
      <span key={i} className="sira-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** The resume header: picture, name, headline, contact and personal details. First page only. */
export function Header({
  basics,
  language,
  assetBase,
  personal = { top: [], rest: [] },
}: {
  basics: Basics;
  language: Language;
  assetBase?: string;
  /** The personal block's visible lines: under the name, and among the details. */
  personal?: { top: PersonalLine[]; rest: PersonalLine[] };
}) {
  const phone = basics.phone.trim();
  const email = basics.email.trim();
  const location = basics.location.trim();
  const colon = language === "ar" ? ": " : ": ";
  return (
    <header className="sira-header" data-sira-header="">
      <Picture picture={basics.picture} assetBase={assetBase} />
      <div className="sira-header-text">
        {basics.name.trim() && (
          <h1 className="sira-name">
            <KeepHyphenated text={basics.name} />
          </h1>
        )}
        {basics.headline.trim() && (
          <p className="sira-headline">
            <Runs text={basics.headline} />
          </p>
        )}
        <PersonalTop lines={personal.top} />
        <ul className="sira-contacts">
          {location && (
            <li className="sira-contact">
              <Icon name="location" />
              <span>{location}</span>
            </li>
          )}
          {phone && (
            <li className="sira-contact">
              <Icon name="phone" />
              <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
                <Ltr>{phone}</Ltr>
              </a>
            </li>
          )}
          {email && (
            <li className="sira-contact">
              <Icon name="email" />
              {isEmail(email) ? (
                <a href={`mailto:${email}`}>
                  <Ltr>{email}</Ltr>
                </a>
              ) : (
                <Ltr>{email}</Ltr>
              )}
            </li>
          )}
          {isValidUrl(basics.url.href) && (
            <li className="sira-contact">
              <Icon name="website" />
              <WebLink href={basics.url.href} label={basics.url.label} />
            </li>
          )}
          {basics.customFields
            .filter((f) => f.value.trim())
            .map((f) => (
              <li key={f.id} className="sira-contact">
                {hasBrandIcon(f.icon) ? <BrandIcon network={f.icon} /> : <Icon name="user" />}
                {isValidUrl(f.value) ? (
                  <WebLink href={f.value} label={f.name} />
                ) : (
                  <span>
                    {f.name.trim() && (
                      <span className="sira-contact-label">{`${f.name.trim()}${colon}`}</span>
                    )}
                    <bdi>{f.value}</bdi>
                  </span>
                )}
              </li>
            ))}
        </ul>
        <PersonalDetails lines={personal.rest} />
      </div>
    </header>
  );
}
