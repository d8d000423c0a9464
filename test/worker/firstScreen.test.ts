/**
 * The coordinator's first screen (issue #36): on a fresh site, people who just wrote are in "Due now" at once,
 * oldest first, and the header counts due and overdue apart. Nothing else in this file writes inquiries, so
 * the first page is exactly what a new site shows.
 */
import { describe, expect, it } from "vitest";
import type { InboxPageDto } from "../../contract/inbox";
import { SELF } from "cloudflare:test";
import { authed, distinctInquiry, loginAsNewAdmin, postJson, API } from "./helpers";
import type { CreatedInquiryDto } from "../../contract/inquiry";

describe("a new inquiry's first contact is due the moment it arrives", () => {
  it("puts five new inquiries on the first screen of Due now within a second, oldest first", async () => {
    const token = await loginAsNewAdmin("coordinator");
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await postJson("/api/inquiries", { ...distinctInquiry(), name: `Persona ${i + 1}` });
      expect(res.status).toBe(201);
      ids.push((await res.json<CreatedInquiryDto>()).id);
    }
    // The inbox's first screen, asked for as soon as the last one arrived: its default view, as the staff app asks.
    const arrived = Date.now();
    const res = await SELF.fetch(`${API}/inquiries?view=due`, authed(token));
    const page = await res.json<InboxPageDto>();
    const elapsed = Date.now() - arrived;
    expect(page.items.map((item) => item.id)).toEqual(ids);
    expect(page.items.every((item) => item.due && !item.overdue)).toBe(true);
    expect([page.dueCount, page.overdueCount, page.total]).toEqual([5, 0, 5]);
    expect(elapsed).toBeLessThan(1_000);
  });
});
