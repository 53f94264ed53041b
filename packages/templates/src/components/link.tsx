import type { ReactNode } from "react";
import { displayUrl, isValidUrl } from "../lib/url";

/**
 * Left-to-right text isolated inside the surrounding paragraph, so "+966 55 123 4567",
 * e-mails and URLs read correctly inside Arabic.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/**
 * A web link: an anchor only when the URL is a valid http(s) URL (spec §5), otherwise plain
 * text (or nothing when there is no label). A bare URL is shown shortened and left-to-right.
 */
export function WebLink({ href, label, className }: { href: string; label?: string; className?: string }) {
  const text = label?.trim() ? <bdi>{label.trim()}</bdi> : <Ltr>{displayUrl(href)}</Ltr>;
  if (!isValidUrl(href)) return label?.trim() ? <span className={className}>{text}</span> : null;
  return (
    <a className={className} href={href.trim()} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}
