import { applyD1Migrations, env } from "cloudflare:test";
import { seedClinicImages } from "../../scripts/seed/gallery";
import { forgetPageKit } from "../../worker/pages/kit";
import { forgetContentVersion } from "../../worker/studies/contentVersion";

// Every test file starts from a freshly migrated, empty database and the bundled gallery, exactly as
// `npm start` seeds them. The files share a runtime (vitest.config.ts: isolate off, which saves each file a
// workerd start-up), so the last file's tables and images are dropped first.
async function dropEverything() {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ name: string }>();
  if (results.length > 0) {
    await env.DB.batch([
      env.DB.prepare("PRAGMA defer_foreign_keys = on"),
      ...results.map(({ name }) => env.DB.prepare(`DROP TABLE IF EXISTS "${name}"`)),
    ]);
  }
  for (const bucket of [env.IMAGES, env.SHEETS])
    for (let listed = await bucket.list(); listed.objects.length > 0; listed = await bucket.list()) {
      await bucket.delete(listed.objects.map((object) => object.key));
    }
  // What the Worker keeps per isolate, read again from this file's own bindings.
  forgetContentVersion();
  forgetPageKit();
}

await dropEverything();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// Rendered pages are kept in the edge cache under the content version and the page kit's build, and the Cache API
// cannot be emptied from inside: each file starts at a version of its own, so no file is served a page another
// file rendered. The last-known copy (version -1, served while D1 is down) is told apart only by the build: a
// file that tests it uses a kit with a build of its own (studies.test.ts: "build-1").
await env.DB.prepare("UPDATE site_content SET version = ? WHERE id = 1")
  .bind(1 + 1000 * (crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000))
  .run();
const svgFiles = import.meta.glob<string>("../../scripts/seed/clinic-images/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});
await seedClinicImages(
  env.IMAGES,
  Object.fromEntries(Object.entries(svgFiles).map(([path, svg]) => [path.split("/").pop()!.replace(".svg", ""), svg])),
);
