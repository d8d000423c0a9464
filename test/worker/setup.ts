import { applyD1Migrations, env } from "cloudflare:test";
import { seedClinicImages } from "../../scripts/seed/gallery";

// Storage is isolated per test file, so every file starts from a freshly migrated database and the
// bundled gallery, exactly as `npm start` seeds them.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const svgFiles = import.meta.glob<string>("../../scripts/seed/clinic-images/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});
await seedClinicImages(
  env.IMAGES,
  Object.fromEntries(Object.entries(svgFiles).map(([path, svg]) => [path.split("/").pop()!.replace(".svg", ""), svg])),
);
