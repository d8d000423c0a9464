/**
 * The site's fetch client (docs/product.md#calls and #errors): credentials included, JSON in and out, and every failed
 * response turned into an ApiError whose message is "status: body text" (the API's error message
 * when it sent one, else the raw body, else the status text).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    readonly serverMessage: string = "",
    /** Per-field problem codes of a 400 `validation_failed`. */
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type RequestOptions = {
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  /** A read sent as POST (a search keeps what it looks for out of the URL): safe to send again. */
  idempotent?: boolean;
};

/** How long a read waits before its one retry when storage is busy for a moment (503 with Retry-After). */
const BUSY_RETRY_MS = 1_000;

async function readError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => "");
  let code: string | null = null;
  let detail = text;
  let fields: Record<string, string[]> = {};
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown; fields?: unknown } };
    if (typeof parsed.error?.message === "string") detail = parsed.error.message;
    if (typeof parsed.error?.code === "string") code = parsed.error.code;
    if (parsed.error?.fields && typeof parsed.error.fields === "object") fields = parsed.error.fields as Record<string, string[]>;
  } catch {
    // Not JSON: keep the raw text.
  }
  return new ApiError(res.status, `${res.status}: ${detail || res.statusText}`, code, detail, fields);
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  // A file (a photo) goes as its own bytes and type, a form (a file with its options) as multipart with the
  // boundary the browser sets; anything else as JSON.
  const file = options.body instanceof Blob || options.body instanceof FormData ? options.body : null;
  if (options.body instanceof Blob) headers["Content-Type"] = options.body.type || "application/octet-stream";
  else if (!file && options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const send = () =>
    fetch(path, {
      method,
      headers,
      credentials: "include",
      body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  let res = await send();
  // A read that met storage busy for a moment is asked once more before the screen shows an error.
  if (res.status === 503 && (method === "GET" || options.idempotent)) {
    await res.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
    res = await send();
  }
  if (!res.ok) throw await readError(res);
  if (res.status === 204 || !res.headers.get("Content-Type")?.includes("application/json")) {
    return undefined as T;
  }
  return (await res.json()) as T;
}

/**
 * A file the API sends (the CSV export, asked for with a JSON body; a photo, read with GET when there is no
 * body): its bytes and name.
 */
export async function apiDownload(
  path: string,
  token: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<{ blob: Blob; filename: string }> {
  const res = await fetch(path, {
    method: body === undefined ? "GET" : "POST",
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    credentials: "include",
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!res.ok) throw await readError(res);
  const filename = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "download";
  return { blob: await res.blob(), filename };
}
