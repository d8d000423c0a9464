/**
 * Clinic photo gallery CLI (R2 bucket IMAGES).
 *   npm run gallery -- upload <id> --full photo.jpg --thumb photo-small.jpg --en "English text" --es "Texto" [--order 3] [--remote [--env staging]]
 *   npm run gallery -- remove <id> [--remote [--env staging]]
 * Without --remote it changes the local bucket that `npm start` serves. --remote needs `wrangler login`, and
 * changes the bucket of the environment given (production's unless --env staging).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname } from "node:path";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { deployEnvOf, readWranglerConfig, type DeployEnv } from "./lib/wranglerConfig.ts";
import { putGalleryImage, removeGalleryImage, type BucketLike } from "./seed/gallery.ts";

const USAGE =
  'Usage: npm run gallery -- upload <id> --full <file> --thumb <file> --en "<text>" --es "<text>" [--order N] [--remote [--env staging]]\n' +
  "       npm run gallery -- remove <id> [--remote [--env staging]]";

/** A throwaway config whose IMAGES binding points at the environment's real bucket, for --remote. */
function remoteConfigPath(env: DeployEnv): string {
  mkdirSync(".wrangler", { recursive: true });
  const path = ".wrangler/gallery-remote.json";
  const bucket = readWranglerConfig(env).r2_buckets.find((binding: { binding: string }) => binding.binding === "IMAGES")?.bucket_name;
  if (!bucket) throw new Error(`No IMAGES bucket for ${env} in wrangler.toml.`);
  writeFileSync(
    path,
    JSON.stringify({
      name: "clinic-site-gallery-cli",
      compatibility_date: "2026-10-01",
      r2_buckets: [{ binding: "IMAGES", bucket_name: bucket, remote: true }],
    }),
  );
  return path;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      full: { type: "string" },
      thumb: { type: "string" },
      en: { type: "string" },
      es: { type: "string" },
      order: { type: "string", default: "100" },
      remote: { type: "boolean", default: false },
      env: { type: "string" },
    },
  });
  const [command, id] = positionals;
  if (!id || (command !== "upload" && command !== "remove")) throw new Error(USAGE);
  const proxy = await getPlatformProxy(
    values.remote ? { configPath: remoteConfigPath(deployEnvOf(process.argv)) } : { configPath: "wrangler.toml", persist: true },
  );
  try {
    const bucket = proxy.env.IMAGES as BucketLike;
    if (command === "remove") {
      const removed = await removeGalleryImage(bucket, id);
      console.log(removed ? `Removed "${id}".` : `No image "${id}" to remove.`);
      return;
    }
    if (!values.full || !values.thumb || !values.en || !values.es) throw new Error(USAGE);
    const read = (file: string) => ({ bytes: new Uint8Array(readFileSync(file)), extension: extname(file).slice(1).toLowerCase() });
    await putGalleryImage(bucket, {
      id,
      full: read(values.full),
      thumb: read(values.thumb),
      descriptionEn: values.en,
      descriptionEs: values.es,
      order: Number(values.order),
    });
    console.log(`Uploaded "${id}" to the ${values.remote ? "production" : "local"} gallery.`);
  } finally {
    await proxy.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
