/** The admin session token lives in localStorage under `adminToken` (docs/product.md#entities). */
const ADMIN_TOKEN_KEY = "adminToken";

export function getAdminToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAdminToken(token: string): void {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
}
