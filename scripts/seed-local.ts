/**
 * Local-only seed data for `npm start` / `npm run dev` (never run against production):
 * a demo administrator whose credentials the README states, and the bundled clinic images in the
 * local R2 bucket.
 */
import { readFileSync } from "node:fs";
import { getPlatformProxy } from "wrangler";
import { upsertAdmin } from "./lib/admins.ts";
import { clinicImageManifest, seedClinicImages } from "./seed/gallery.ts";

export const DEMO_ADMIN = { username: "demo-admin", password: "local-demo-password" } as const;

await upsertAdmin(DEMO_ADMIN.username, DEMO_ADMIN.password, "local", { role: "admin", displayName: "Demo Admin" });
console.log(`Local demo admin: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password} (local database only)`);

const svgById = Object.fromEntries(
  clinicImageManifest.map(({ id }) => [id, readFileSync(new URL(`./seed/clinic-images/${id}.svg`, import.meta.url), "utf8")]),
);
const proxy = await getPlatformProxy({ configPath: "wrangler.toml", persist: true });
try {
  const bucket = proxy.env.IMAGES as Parameters<typeof seedClinicImages>[0];
  const count = await seedClinicImages(bucket, svgById);
  console.log(`Local gallery: ${count} clinic images in the IMAGES bucket`);
} finally {
  await proxy.dispose();
}
