import { describe, expect, it } from "vitest";
import { pagesOf, readPages } from "./pagedList";

/** A list of `total` rows served in pages, recording what each request asked for. */
function list(total: number, failOnRequest?: number, failure: unknown = new Error("503")) {
  const asked: { cursor: string | null; limit: number }[] = [];
  const fetchPage = async (cursor: string | null, limit: number) => {
    asked.push({ cursor, limit });
    if (asked.length === failOnRequest) throw failure;
    const from = cursor ? Number(cursor) : 0;
    const items = Array.from({ length: Math.min(limit, total - from) }, (_, i) => from + i);
    const next = from + items.length;
    return { items, nextCursor: next < total ? String(next) : null, total };
  };
  return { asked, fetchPage };
}
const signal = new AbortController().signal;
const pages = (n: number) => new URLSearchParams(n > 1 ? `pages=${n}` : "");

describe("the staff lists' 'Load more'", () => {
  it("reads as many rows as the pages hold, at most 100 per request, keeping the first page's other fields", async () => {
    const { asked, fetchPage } = list(500);
    const { page, moreFailure } = await readPages(pages(5), fetchPage, signal);
    expect(page.items).toHaveLength(250);
    expect(page.items.at(-1)).toBe(249);
    expect(page).toMatchObject({ nextCursor: "250", total: 500 });
    expect(asked.map((request) => request.limit)).toEqual([100, 100, 50]);
    expect(moreFailure).toBeUndefined();
  });

  it("stops at the end of the list, and reads one page without ?pages", async () => {
    expect((await readPages(pages(3), list(120).fetchPage, signal)).page).toMatchObject({ nextCursor: null, items: expect.any(Array) });
    expect((await readPages(pages(3), list(120).fetchPage, signal)).page.items).toHaveLength(120);
    expect((await readPages(pages(1), list(120).fetchPage, signal)).page.items).toHaveLength(50);
  });

  it("keeps the rows read when a later request fails, and throws the first one's failure or a redirect", async () => {
    const later = await readPages(pages(4), list(500, 2).fetchPage, signal);
    expect(later.page.items).toHaveLength(100);
    expect(later.moreFailure).toBeInstanceOf(Error);
    await expect(readPages(pages(4), list(500, 1).fetchPage, signal)).rejects.toThrow("503");
    const redirect = new Response(null, { status: 302 });
    await expect(readPages(pages(4), list(500, 2, redirect).fetchPage, signal)).rejects.toBe(redirect);
  });

  it("takes 1 to 20 pages from the URL, anything else as one", () => {
    expect([pagesOf(pages(2)), pagesOf(pages(20)), pagesOf(new URLSearchParams("pages=99"))]).toEqual([2, 20, 20]);
    for (const value of ["0", "-3", "2.5", "x", ""]) expect(pagesOf(new URLSearchParams(`pages=${value}`))).toBe(1);
  });
});
