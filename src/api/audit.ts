import type { AuditPageDto } from "../../contract/audit";
import { staffFetch } from "./staffFetch";

/** A page of the audit log, newest first: `limit` entries (at most 100) after `cursor`. */
export const fetchAuditPage = (cursor: string | null, limit: number, signal?: AbortSignal) =>
  staffFetch<AuditPageDto>("GET", `/api/audit?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { signal });
