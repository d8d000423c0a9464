import { describe, expect, it } from "vitest";
import type { InquirySummaryDto } from "../../../../contract/inbox";
import { compareRows, shownRows } from "./fetchResult";

const row = (id: number, status = "new") => ({ id, status, name: `Persona ${id}` }) as unknown as InquirySummaryDto;

describe("what Fetch Inquiries found", () => {
  it("counts new rows, rows that changed and rows gone from the list", () => {
    const before = shownRows([row(1), row(2), row(3)]);
    expect(compareRows(before, shownRows([row(1), row(2), row(3)]))).toEqual({ added: 0, changed: 0, gone: 0 });
    expect(compareRows(before, shownRows([row(1), row(2, "contacting"), row(4), row(5)]))).toEqual({ added: 2, changed: 1, gone: 1 });
  });
});
