import { redirect } from "react-router";
import { clearAdminToken, getAdminToken } from "./adminToken";
import { ApiError, apiDownload, apiRequest } from "./http";

type StaffRequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  /** A read sent as POST (a search keeps what it looks for out of the URL): safe to send again. */
  idempotent?: boolean;
};

/** The stored session token; without one, the way to the login page (thrown, for the router to follow). */
function storedToken(): string {
  const token = getAdminToken();
  if (!token) throw redirect("/admin-login");
  return token;
}

/**
 * The staff area's one answer to an ended session (docs/product.md#states-and-transitions): a 401 forgets the
 * token and goes to the login page; an account that must still set up its second factor goes to that screen.
 * Both are redirects thrown to the router, so no screen handles them itself.
 */
function signInAgain(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) {
    clearAdminToken();
    throw redirect("/admin-login");
  }
  if (error instanceof ApiError && error.code === "totp_enrollment_required") throw redirect("/admin/security");
  throw error;
}

/**
 * Every staff API call (loaders and actions): the session token added, and an ended session turned into a
 * redirect the router follows. Any other failure is the ApiError of ./http.ts, for the screen to put in words.
 */
export async function staffFetch<T>(method: string, path: string, options: StaffRequestOptions = {}): Promise<T> {
  return apiRequest<T>(method, path, { ...options, token: storedToken() }).catch(signInAgain);
}

/** A file the staff API sends: the CSV export (asked for with a JSON body), a sheet's photo (no body: a GET). */
export async function staffDownload(path: string, body: unknown, signal?: AbortSignal): Promise<{ blob: Blob; filename: string }> {
  return apiDownload(path, storedToken(), body, signal).catch(signInAgain);
}
