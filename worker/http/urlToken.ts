/** A random secret for a URL or a bearer token: `bytes` random bytes as base64url without padding. */
export function urlToken(bytes: number): string {
  let binary = "";
  for (const byte of crypto.getRandomValues(new Uint8Array(bytes))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
