/**
 * wrangler.toml's rate limits are the ones contract/rateLimits.ts names, in production and in staging: the Worker's
 * tests count against the contract with a stand-in limiter (test/worker/helpers.ts countingRateLimiter), so this is
 * what ties those counts to what Cloudflare will enforce.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../contract/rateLimits.ts";

const toml = readFileSync("wrangler.toml", "utf8");
const BLOCK =
  /\[\[(env\.staging\.)?ratelimits\]\]\s*\nname = "(\w+)"\s*\nnamespace_id = "\d+"\s*\nsimple = \{ limit = (\d+), period = (\d+) \}/g;

describe("wrangler.toml's rate limits", () => {
  const found = [...toml.matchAll(BLOCK)].map(([, staging, name, limit, period]) => ({
    where: staging ? "staging" : "production",
    name,
    limit: Number(limit),
    period: Number(period),
  }));

  it("are the contract's, in production and in staging", () => {
    const expected = Object.entries(RATE_LIMITS).flatMap(([name, { limit, period }]) =>
      ["production", "staging"].map((where) => ({ where, name, limit, period })),
    );
    expect(found.sort((a, b) => `${a.where}${a.name}`.localeCompare(`${b.where}${b.name}`))).toEqual(
      expected.sort((a, b) => `${a.where}${a.name}`.localeCompare(`${b.where}${b.name}`)),
    );
  });

  it("are all read (every [[ratelimits]] block has the form this test reads)", () => {
    expect(found).toHaveLength((toml.match(/\[\[(env\.staging\.)?ratelimits\]\]/g) ?? []).length);
  });
});
