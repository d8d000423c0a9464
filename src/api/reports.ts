import type { RecruitmentReportDto, ReportQuery } from "../../contract/reports";
import { apiRequest } from "./http";

export const fetchRecruitmentReport = (token: string, { from, to }: ReportQuery, signal?: AbortSignal) =>
  apiRequest<RecruitmentReportDto>("GET", `/api/reports/recruitment?${new URLSearchParams({ from, to })}`, { token, signal });
