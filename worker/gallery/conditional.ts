/**
 * HTTP conditional requests and byte ranges for gallery images (RFC 9110 §13 and §14), evaluated by us
 * rather than by R2, which cannot tell "not modified" (304) from "precondition failed" (412).
 */
export type Validators = { etag: string; lastModified: Date };

/** Parses an entity-tag list ("a", W/"b", *); `*` matches any current representation. */
function tags(header: string): string[] {
  return header
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}
const opaque = (tag: string) => tag.replace(/^W\//, "");

function httpDate(value: string | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** Whole seconds: HTTP dates have no finer resolution. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000) * 1000;

export type ConditionalOutcome = "proceed" | "not-modified" | "precondition-failed";

/** RFC 9110 §13.2.2's order of evaluation, for GET and HEAD. */
export function evaluatePreconditions(headers: Headers, current: Validators): ConditionalOutcome {
  const ifMatch = headers.get("If-Match");
  if (ifMatch !== null) {
    // Strong comparison: a weak tag never matches.
    const list = tags(ifMatch);
    if (!list.includes("*") && !list.some((tag) => !tag.startsWith("W/") && tag === current.etag)) return "precondition-failed";
  } else {
    const since = httpDate(headers.get("If-Unmodified-Since") ?? undefined);
    if (since !== null && seconds(current.lastModified) > since) return "precondition-failed";
  }
  const ifNoneMatch = headers.get("If-None-Match");
  if (ifNoneMatch !== null) {
    // Weak comparison.
    const list = tags(ifNoneMatch);
    if (list.includes("*") || list.some((tag) => opaque(tag) === opaque(current.etag))) return "not-modified";
  } else {
    const since = httpDate(headers.get("If-Modified-Since") ?? undefined);
    if (since !== null && seconds(current.lastModified) <= since) return "not-modified";
  }
  return "proceed";
}

export type ByteRange = { offset: number; length: number };

/**
 * The single byte range a `Range` header asks for: a range, "none" (no header, a multi-range or a unit we
 * do not serve: send the whole representation, as RFC 9110 allows) or "unsatisfiable" (416).
 */
export function parseRange(header: string | null, size: number): ByteRange | "none" | "unsatisfiable" {
  if (!header) return "none";
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "none";
  const [, first, last] = match as unknown as [string, string, string];
  if (first === "") {
    // Suffix: the last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    const length = Math.min(suffix, size);
    return { offset: size - length, length };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return "none"; // syntactically invalid: ignore the header
  return { offset: start, length: end - start + 1 };
}

/** If-Range: serve the range only while the client's copy is still current (strong ETag or date). */
export function rangeStillValid(headers: Headers, current: Validators): boolean {
  const ifRange = headers.get("If-Range");
  if (ifRange === null) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith("W/")) return !ifRange.startsWith("W/") && ifRange === current.etag;
  const date = httpDate(ifRange);
  return date !== null && seconds(current.lastModified) <= date;
}
