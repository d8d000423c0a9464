/**
 * The site's one header policy: the same security headers on the prerendered pages and static files
 * (written into the asset store's `_headers` file by the build, scripts/prerender.ts), the staff shell
 * and every API answer (set by the Worker, worker/http/securityHeaders.ts). Change it here only.
 */
export const SECURITY_HEADERS = {
  // No inline or eval script anywhere; only the contact page's map may be framed; nothing may frame us.
  // blob: images are made by our own script only: a sheet's photo, read with the staff session, shown from memory.
  "Content-Security-Policy":
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; " +
    "frame-src https://maps.google.com https://www.google.com; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  // Never tell another site which page (a study, a search) someone came from: not even the origin.
  "Referrer-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Permitted-Cross-Domain-Policies": "none",
} as const;

/** Cloudflare's `_headers` file: the policy for every static file, and the long cache of built assets. */
export function headersFile(): string {
  const policy = Object.entries(SECURITY_HEADERS)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join("\n");
  return `# Written by the build from contract/securityHeaders.ts; do not edit.\n/*\n${policy}\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`;
}
