/**
 * The Worker's only way to write a log line, and the policy of what one may hold (docs/security-privacy.md): an event
 * name, the error's class and our own code for it, the route pattern, a request id and counts. Never a
 * message text (Drizzle puts query parameters there), a body, a query string, a username, a token or a
 * hash: the types below admit none of them, and `errorClass` is read from the constructor, not the text.
 */
export type LogFields = {
  requestId?: string;
  /** The route pattern (`/api/inquiries/:id`), never the requested URL. */
  route?: string;
  method?: string;
  status?: number;
  /** Our classification of a failure, e.g. `storage_unavailable`. */
  code?: string;
  errorClass?: string;
  count?: number;
  /** An inquiry's number (not personal: it only points into the staff area). */
  inquiryId?: number;
  /** A message's number and channel (worker/messaging): never its text, number or address. */
  messageId?: number;
  channel?: string;
  /** A campaign's number, and what one of its queue messages did (counts of recipients). */
  campaignId?: number;
  sent?: number;
  deferred?: number;
  cancelled?: number;
  failed?: number;
  /** A registry import's number (its counts live on its row, never in a log line). */
  importId?: number;
  /** An inquiry export's number (worker/inquiries/export/). */
  exportId?: number;
};

type Level = "info" | "warn" | "error";

const SAFE_TOKEN = /^[\w:/.*\-[\]]{1,120}$/;

/** Keeps only values that cannot carry free text: known keys, short word-like tokens, finite numbers. */
function sanitize(fields: LogFields): Record<string, string | number> {
  const clean: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "number" && Number.isFinite(value)) clean[key] = value;
    else if (typeof value === "string" && SAFE_TOKEN.test(value)) clean[key] = value;
  }
  return clean;
}

/** The class name of whatever was thrown (and of its cause, which is where D1's own error sits). */
export function errorClassOf(error: unknown): string {
  const name = (value: unknown) => (value instanceof Error ? value.constructor?.name || "Error" : value === null ? "null" : typeof value);
  const cause = error instanceof Error && error.cause !== undefined ? `/${name(error.cause)}` : "";
  return `${name(error)}${cause}`;
}

function write(level: Level, event: string, fields: LogFields) {
  // Workers Logs index JSON lines; one object per event keeps them queryable.
  const line = JSON.stringify({ level, event: SAFE_TOKEN.test(event) ? event : "invalid_event", ...sanitize(fields) });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

export const log = {
  info: (event: string, fields: LogFields = {}) => write("info", event, fields),
  warn: (event: string, fields: LogFields = {}) => write("warn", event, fields),
  error: (event: string, fields: LogFields = {}) => write("error", event, fields),
};
