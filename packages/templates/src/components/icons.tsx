import { brandIcons, type ContactIcon, contactIcons } from "./icon-paths";

/** A contact icon (location, phone, e-mail, website…); hidden by CSS when hideIcons is on. */
export function Icon({ name }: { name: ContactIcon }) {
  return (
    <svg className="sira-icon" viewBox="0 0 256 256" aria-hidden="true" focusable="false">
      <path d={contactIcons[name]} />
    </svg>
  );
}

/** A brand icon for a profile network, or a generic link icon for networks without one. */
export function BrandIcon({ network }: { network: string }) {
  const path = brandIcons[network];
  if (!path) return <Icon name="link" />;
  return (
    <svg className="sira-icon sira-brand" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

export function hasBrandIcon(network: string): boolean {
  return network in brandIcons;
}
