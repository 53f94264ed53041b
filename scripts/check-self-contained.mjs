#!/usr/bin/env node
// CI guard: the repository stands on its own. Fails when a tracked file (other than Markdown
// prose) refers to a path outside the repository: the team's shared folder beside the clone
// (`../shared` and its corpora, notes, spec or taxonomy), an absolute path of one machine (`/work/…`, `/root/…`,
// `/home/…`, `/Users/…`), or a relative path that climbs out of the repository from its file.
// A line that means such a string as data (a path-traversal probe in a hostile-input test) says so
// with the marker `self-contained: not a path` on the line itself or the line above. A tracked
// symbolic link must point inside the repository too.
// Usage: node scripts/check-self-contained.mjs   (exit 1 and one line per finding when any)
import { execFileSync } from "node:child_process";
import { readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const rules = [
  {
    name: "shared folder beside the repository",
    pattern: /\.\.\/shared\b|\bshared\/(?:corpora|notes|spec|taxonomy|hooks)\b/g,
  },
  { name: "absolute path of a machine", pattern: /(?<![\w.:/-])\/(?:work|root|home|Users)\/[\w.-]+/g },
];
const marker = "self-contained: not a path";
/** Quoted relative paths ("../x", '../../y', `../z`); resolved from the file's folder. */
const relativePath = /["'`]((?:\.\.\/)+[^"'`\s$]*)["'`]/g;

/**
 * Findings for one file's text: `{ line, rule, match }` for each reference outside the repository.
 * `file` is the path relative to the repository root (POSIX separators).
 */
export function findOutsideReferences(file, text) {
  if (file.endsWith(".md")) return [];
  const findings = [];
  const lines = text.split("\n");
  lines.forEach((content, index) => {
    if (content.includes(marker) || lines[index - 1]?.includes(marker)) return;
    for (const { name, pattern } of rules) {
      for (const match of content.matchAll(pattern))
        findings.push({ line: index + 1, rule: name, match: match[0] });
    }
    for (const match of content.matchAll(relativePath)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]));
      if (target === ".." || target.startsWith("../")) {
        findings.push({ line: index + 1, rule: "relative path out of the repository", match: match[1] });
      }
    }
  });
  return findings;
}

/**
 * A tracked symbolic link whose target lies outside the repository (an absolute path, or a
 * relative one that climbs out from the link's folder): the finding, or null.
 */
export function findOutsideLink(file, target) {
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
  if (!path.posix.isAbsolute(target) && resolved !== ".." && !resolved.startsWith("../")) return null;
  return { line: 0, rule: "symbolic link out of the repository", match: target };
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  let count = 0;
  // Symbolic links (mode 120000) are checked by their target, which reading would follow.
  const links = new Set(
    execFileSync("git", ["ls-files", "-s", "-z"], { cwd: root, encoding: "utf8" })
      .split("\0")
      .filter((entry) => entry.startsWith("120000 "))
      .map((entry) => entry.slice(entry.indexOf("\t") + 1)),
  );
  for (const file of links) {
    let target;
    try {
      target = readlinkSync(path.join(root, file));
    } catch {
      continue; // deleted in the work tree
    }
    const finding = findOutsideLink(file, target);
    if (finding) {
      console.error(`${file}: ${finding.rule}: ${finding.match}`);
      count++;
    }
  }
  for (const file of files) {
    if (links.has(file)) continue;
    let bytes;
    try {
      bytes = readFileSync(path.join(root, file));
    } catch {
      continue; // deleted in the work tree
    }
    if (bytes.includes(0)) continue; // binary (PDFs, images, fonts)
    if (file === "scripts/check-self-contained.mjs" || file === "scripts/check-self-contained.test.mjs")
      continue;
    for (const finding of findOutsideReferences(file, bytes.toString("utf8"))) {
      console.error(`${file}:${finding.line}: ${finding.rule}: ${finding.match}`);
      count++;
    }
  }
  if (count > 0) {
    console.error(
      `\n${count} reference(s) outside the repository. Copy what is needed into the repository (fixtures/, docs/).`,
    );
    process.exit(1);
  }
  console.log(`self-contained: ${files.length} tracked files refer to nothing outside the repository`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
