import type { RecruitmentReportDto, ReportQuery } from "../../contract/reports";
import { staffFetch } from "./staffFetch";

export const fetchRecruitmentReport = ({ from, to }: ReportQuery, signal?: AbortSignal) =>
  staffFetch<RecruitmentReportDto>("GET", `/api/reports/recruitment?${new URLSearchParams({ from, to })}`, { signal });
