import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ImportReportDto } from "../../../../../contract/volunteerImport";
import { ImportProgress } from "./ImportProgress";
import { POLL_MS, useImportProgress } from "./useImportProgress";

const fetchImport = vi.hoisted(() => vi.fn());
vi.mock("../../../../api/volunteers", () => ({ fetchImport }));

const running: ImportReportDto = {
  importId: 7,
  dryRun: true,
  status: "running",
  encoding: "utf-8",
  progress: { read: 0, total: 1_000 },
  rows: 0,
  created: 0,
  merged: 0,
  flagged: 0,
  refused: 0,
  refusals: {},
  refusedLines: [],
  preview: [],
};

function Harness({ started }: { started: ImportReportDto }) {
  const { report, lost } = useImportProgress(started);
  return (
    <I18nProvider i18n={i18n}>
      {report!.status === "done" ? <p>Done: {report!.rows} rows</p> : <ImportProgress report={report!} lost={lost} />}
    </I18nProvider>
  );
}

const tick = () => act(async () => void (await vi.advanceTimersByTimeAsync(POLL_MS)));

describe("an import's progress on the admin's screen", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    fetchImport.mockReset();
  });

  it("reads the run again each second until it is done, and keeps trying through a dropped connection", async () => {
    fetchImport
      .mockResolvedValueOnce({ ...running, progress: { read: 400, total: 1_000 }, rows: 1_000 })
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce({ ...running, status: "done", progress: { read: 1_000, total: 1_000 }, rows: 2_500 });
    render(<Harness started={running} />);
    expect(screen.queryByRole("heading", { name: "Checking the file" })).not.toBeNull();
    expect(screen.getByText(/0% of the file read\./).textContent).toContain("0 rows so far.");
    await tick();
    expect(screen.getByText(/40% of the file read\./).textContent).toContain("1,000 rows so far.");
    await tick();
    expect(screen.queryByText(/The connection dropped; trying again\./)).not.toBeNull();
    await tick();
    expect(screen.queryByText("Done: 2500 rows")).not.toBeNull();
    expect(fetchImport).toHaveBeenCalledTimes(3);
    // Over: nothing more is read.
    await tick();
    expect(fetchImport).toHaveBeenCalledTimes(3);
  });

  it("says a failed run stopped, and what to do, as an alert", () => {
    render(
      <I18nProvider i18n={i18n}>
        <ImportProgress report={{ ...running, dryRun: false, status: "failed" }} lost={false} />
      </I18nProvider>,
    );
    expect(screen.getByRole("alert").textContent).toBe("The import stopped before the end of the file");
    expect(screen.queryByText(/Import the same file again/)).not.toBeNull();
  });
});
