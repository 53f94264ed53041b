/** Keywords as a list of chips (templates restyle them, e.g. as a comma-separated line). */
export function Keywords({ keywords }: { keywords: string[] }) {
  if (keywords.length === 0) return null;
  return (
    <ul className="sira-keywords">
      {keywords.map((k, i) => (
        <li key={`${i}-${k}`} className="sira-keyword">
          <bdi>{k}</bdi>
        </li>
      ))}
    </ul>
  );
}
