/** Latin letters and no Arabic ones: a chip the stylesheet centres on its capitals (issue 36). */
function isLatinLabel(text: string): boolean {
  return /\p{Script=Latin}/u.test(text) && !/\p{Script=Arabic}/u.test(text);
}

/**
 * Keywords as a list of chips (templates restyle them, e.g. as a comma-separated line). A Latin
 * label is marked `data-latin`: in an Arabic resume the Arabic font's tall ascent and descent
 * would set it against the top of its pill.
 */
export function Keywords({ keywords }: { keywords: string[] }) {
  if (keywords.length === 0) return null;
  return (
    <ul className="sira-keywords">
      {keywords.map((k, i) => (
        <li key={`${i}-${k}`} className="sira-keyword" data-latin={isLatinLabel(k) ? "" : undefined}>
          <bdi>{k}</bdi>
        </li>
      ))}
    </ul>
  );
}
