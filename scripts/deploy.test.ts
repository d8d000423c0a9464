import { describe, expect, it } from "vitest";
import { placeholderFindings } from "./deploy.ts";

describe("the deploy check", () => {
  it("lists every placeholder the site ships with", () => {
    const findings = placeholderFindings({
      "wrangler.toml": 'SITE_ORIGIN = "https://research.example.com"',
      "contract/clinic.ts": 'street: "100 Placeholder Avenue", phone: "(760) 555-0142", email: "research@example.com"',
    });
    expect(findings.map((f) => f.file)).toEqual(["wrangler.toml", "contract/clinic.ts", "contract/clinic.ts", "contract/clinic.ts"]);
  });

  it("passes a site with real details, and refuses a missing origin", () => {
    const real = { "contract/clinic.ts": 'street: "245 Main Street", phone: "(760) 352-1234", email: "estudios@fronteraresearch.org"' };
    expect(placeholderFindings({ ...real, "wrangler.toml": 'SITE_ORIGIN = "https://fronteraresearch.org"' })).toEqual([]);
    expect(placeholderFindings({ ...real, "wrangler.toml": "" })).toEqual([
      { file: "wrangler.toml", what: expect.stringContaining("not set") },
    ]);
  });
});
