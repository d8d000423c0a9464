/**
 * The registry import at its promised size (issue #39, docs/registry.md): a messy 100,000-row Windows-1252
 * list sent to the production build as an admin sends it, checked, imported, and imported again. The report
 * must add up (created + merged + flagged + refused = rows) and the second run must add no one.
 */
import { DAY_MS } from "../../contract/clinicTime.ts";
import type { ImportReportDto } from "../../contract/volunteerImport.ts";
import { CLINIC_LIST_MAPPING, messyClinicList } from "../seed/messyClinicList.ts";
import type { BenchServer } from "./server.ts";

export type ImportRun = { name: string; ms: number; report: Pick<ImportReportDto, "rows" | "created" | "merged" | "flagged" | "refused"> };
export type RegistryImportTiming = { rows: number; bytes: number; runs: ImportRun[]; addsUp: boolean; secondAddsNoOne: boolean };

const BLOCKS = 10_000;

export async function measureRegistryImport(server: BenchServer, token: string): Promise<RegistryImportTiming> {
  const bytes = messyClinicList(BLOCKS, new Date(Date.now() - 50 * DAY_MS));
  const send = async (name: string, dryRun: boolean): Promise<ImportRun> => {
    const form = new FormData();
    form.append("file", new Blob([bytes]), "patients.csv");
    form.append("options", JSON.stringify({ mapping: CLINIC_LIST_MAPPING, language: "es", dryRun }));
    const started = performance.now();
    const res = await fetch(`${server.origin}/api/registry/import`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const report = (await res.json()) as ImportReportDto;
    const ms = Math.round(performance.now() - started);
    if (!res.ok) throw new Error(`the import answered ${res.status}`);
    const { rows, created, merged, flagged, refused } = report;
    return { name, ms, report: { rows, created, merged, flagged, refused } };
  };
  const runs = [await send("dry run", true), await send("first import", false), await send("same file again", false)];
  const addsUp = runs.every(({ report }) => report.created + report.merged + report.flagged + report.refused === report.rows);
  return {
    rows: BLOCKS * 10,
    bytes: bytes.byteLength,
    runs,
    addsUp,
    secondAddsNoOne: runs[2]!.report.created === 0 && runs[2]!.report.flagged === 0,
  };
}
