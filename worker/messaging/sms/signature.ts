/**
 * Twilio's request signature (X-Twilio-Signature): HMAC-SHA1, keyed with the account's auth token, over
 * the full URL Twilio called followed by every POST parameter's name and value, sorted by name, base64.
 * https://www.twilio.com/docs/usage/webhooks/webhooks-security
 * Self-contained (no imports): the local Twilio stand-in and the `npm run sms` CLI sign with it too.
 */
const encoder = new TextEncoder();

function signedData(url: string, params: Iterable<[string, string]>): Uint8Array<ArrayBuffer> {
  const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new Uint8Array(encoder.encode(url + sorted.map(([name, value]) => name + value).join("")));
}

function hmacKey(authToken: string, usage: "sign" | "verify") {
  return crypto.subtle.importKey("raw", encoder.encode(authToken), { name: "HMAC", hash: "SHA-1" }, false, [usage]);
}

export async function twilioSignature(authToken: string, url: string, params: Iterable<[string, string]>): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(authToken, "sign"), signedData(url, params)));
  return btoa(String.fromCharCode(...mac));
}

/**
 * Whether a request carries the signature Twilio would have made for it (Web Crypto's verify compares in constant
 * time), spelled as Twilio spells it: 20 bytes in base64 leave 2 unused bits in the last character, which atob
 * ignores, so only the spelling that encodes back to itself is accepted (no second spelling of one signature).
 */
export async function isSignedByTwilio(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Iterable<[string, string]>,
): Promise<boolean> {
  if (!signature || !/^[A-Za-z0-9+/]{27}=$/.test(signature)) return false;
  const bytes = Uint8Array.from(atob(signature), (char) => char.charCodeAt(0));
  if (btoa(String.fromCharCode(...bytes)) !== signature) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(authToken, "verify"), bytes, signedData(url, params));
}
