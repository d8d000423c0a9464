import { describe, expect, it } from "vitest";
import { checkPages } from "../content-check.ts";
import { pageBlocks } from "./pageText.ts";

const page = `<!doctype html><html><body><header><p>Not main</p></header><main>
  <h1>Join a study</h1>
  <p>You can stop at any time. Your care does not change. <span class="sr-only">(opens a dialog)</span></p>
  <svg><text>ignored</text></svg>
  <ul><li>Adults 18 years or older</li><li>Heart failure</li></ul>
  <p>Get paid &#36;2,000! Free visits and free tests.</p>
  <a href="/contact">Call now</a>
</main><footer><p>Footer text</p></footer></body></html>`;

describe("the text of a rendered page", () => {
  it("reads <main> block by block: paragraphs, headings, links, and each list as one block", () => {
    const blocks = pageBlocks(page, "/participants", "en");
    expect(blocks.map((block) => [block.kind, block.text])).toEqual([
      ["list", "Adults 18 years or older. Heart failure."],
      ["heading", "Join a study"],
      ["paragraph", "You can stop at any time. Your care does not change."],
      ["paragraph", "Get paid $2,000! Free visits and free tests."],
      ["other", "Call now"],
    ]);
  });

  it("applies the banned rules to every block and skips exempt pages", () => {
    const blocks = pageBlocks(page, "/participants", "en");
    const { problems } = checkPages(blocks);
    expect(problems.filter((problem) => problem.includes("payment as a headline"))).toHaveLength(1);
    expect(problems.filter((problem) => problem.includes("pressure"))).toHaveLength(1);
    expect(checkPages(pageBlocks(page, "/sponsors", "en")).problems).toEqual([]);
  });
});
