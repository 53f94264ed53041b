import { type Token, tokenize, tokenKey } from "./normalize";

/**
 * Dictionary lookup of multi-word phrases in tokenized text: longest match first, scanning left
 * to right, phrases compared by token keys (light stems), so "بالمحاسبة المالية" finds
 * "محاسبة مالية" and "Data Analysts" finds "data analyst". Building is done once per vocabulary;
 * scanning is O(tokens × longest phrase).
 */

export interface PhraseMatch {
  /** Value registered with the phrase (a concept index). */
  value: number;
  /** Token range [startToken, endToken). */
  startToken: number;
  endToken: number;
  /** Offsets in the normalized text. */
  start: number;
  end: number;
}

/** How tokens become keys: light stems (default) or article-only keys for proper nouns. */
export type KeyFunction = (token: Token) => string;

export class PhraseIndex {
  private readonly entries = new Map<string, number>();
  private readonly prefixes = new Set<string>();
  private longest = 1;

  constructor(private readonly keyOf: KeyFunction = tokenKey) {}

  /** Number of registered phrase keys. */
  get size(): number {
    return this.entries.size;
  }

  /** Value registered for a phrase, if any. */
  lookup(phrase: string): number | undefined {
    return this.entries.get(this.keysOf(phrase).join(" "));
  }

  /**
   * Register a phrase for a value. The first registration of a key wins, so callers register
   * preferred sources first. Returns false when the phrase is empty or already taken.
   */
  add(phrase: string, value: number): boolean {
    const keys = this.keysOf(phrase);
    if (keys.length === 0) return false;
    const key = keys.join(" ");
    if (this.entries.has(key)) return false;
    this.entries.set(key, value);
    for (let i = 1; i < keys.length; i++) this.prefixes.add(keys.slice(0, i).join(" "));
    if (keys.length > this.longest) this.longest = keys.length;
    return true;
  }

  /** Find phrases in text (or pre-tokenized text): longest match first, no overlaps. */
  scan(text: string | Token[]): PhraseMatch[] {
    const tokens = typeof text === "string" ? tokenize(text) : text;
    const keys = tokens.map(this.keyOf);
    const matches: PhraseMatch[] = [];
    let i = 0;
    while (i < tokens.length) {
      const found = this.longestAt(keys, i, keys[i]!) ?? this.longestWithoutConjunction(tokens, keys, i);
      if (found) {
        matches.push({
          value: found.value,
          startToken: i,
          endToken: found.end,
          start: tokens[i]!.start,
          end: tokens[found.end - 1]!.end,
        });
        i = found.end;
      } else i++;
    }
    return matches;
  }

  /** The dictionary key of a phrase (what lookup compares). */
  phraseKey(phrase: string): string {
    return this.keysOf(phrase).join(" ");
  }

  private keysOf(phrase: string): string[] {
    return tokenize(phrase).map(this.keyOf);
  }

  private longestWithoutConjunction(tokens: Token[], keys: string[], i: number) {
    const token = tokens[i]!;
    if (token.text.length < 4 || !token.text.startsWith("و")) return undefined;
    return this.longestAt(keys, i, this.keyOf({ ...token, text: token.text.slice(1) }));
  }

  private longestAt(keys: string[], i: number, firstKey: string): { value: number; end: number } | undefined {
    let key = firstKey;
    let best: { value: number; end: number } | undefined;
    for (let j = i; ; ) {
      const value = this.entries.get(key);
      if (value !== undefined) best = { value, end: j + 1 };
      j++;
      if (j >= keys.length || j - i >= this.longest || !this.prefixes.has(key)) break;
      key = `${key} ${keys[j]}`;
    }
    return best;
  }
}
