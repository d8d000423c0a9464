import { useEffect, useState } from "react";
import type { ImportReportDto } from "../../../../../contract/volunteerImport";
import { fetchImport } from "../../../../api/volunteers";

/** How often a running import is read again. */
export const POLL_MS = 1_000;

/**
 * The import `started` as far as it has gone: read again every POLL_MS while it runs, until it is done or failed.
 * A read that fails (a dropped connection) is tried again at the next tick; `lost` says the last one failed.
 */
export function useImportProgress(started: ImportReportDto | undefined): { report: ImportReportDto | undefined; lost: boolean } {
  const [latest, setLatest] = useState<ImportReportDto | undefined>(undefined);
  const [lost, setLost] = useState(false);
  const [failures, setFailures] = useState(0);
  const current = latest && started && latest.importId === started.importId ? latest : started;
  const running = current?.status === "running";
  const id = current?.importId;
  useEffect(() => {
    if (!running || id === undefined) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchImport(id, controller.signal).then(
        (report) => {
          setLost(false);
          setLatest(report);
        },
        () => {
          if (controller.signal.aborted) return;
          setLost(true);
          // Counted, so the effect runs again and the next tick tries again.
          setFailures((count) => count + 1);
        },
      );
    }, POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [running, id, current, failures]);
  return { report: current, lost };
}
