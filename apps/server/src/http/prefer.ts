/**
 * Whether a request's `Prefer` header (RFC 7240) asks for `return=minimal`: the client wants the
 * write's outcome, not the written representation echoed back. Other preferences are ignored.
 */
export function prefersMinimal(prefer: string | string[] | undefined): boolean {
  const values = Array.isArray(prefer) ? prefer : prefer ? [prefer] : [];
  return values.some((value) =>
    value
      .split(",")
      .some((token) => token.split(";")[0]?.trim().toLowerCase().replace(/\s+/g, "") === "return=minimal"),
  );
}
