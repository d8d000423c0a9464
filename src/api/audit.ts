import type { AuditPageDto } from "../../contract/audit";
import { apiRequest } from "./http";

export const fetchAuditPage = (token: string, cursor: string | null, signal?: AbortSignal) =>
  apiRequest<AuditPageDto>("GET", `/api/audit?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { token, signal });
