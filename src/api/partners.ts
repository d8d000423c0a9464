import type { PartnerDto, PartnerInput, PartnerLinkDto } from "../../contract/partners";
import { staffFetch } from "./staffFetch";

/** Referral partners (docs/partners.md); admins only. */
export const fetchPartners = (signal?: AbortSignal) => staffFetch<PartnerDto[]>("GET", "/api/partners", { signal });
export const fetchPartner = (id: number, signal?: AbortSignal) => staffFetch<PartnerDto>("GET", `/api/partners/${id}`, { signal });
export const createPartner = (input: PartnerInput) => staffFetch<PartnerDto>("POST", "/api/partners", { body: input });
export const changePartner = (id: number, change: Partial<PartnerInput> & { active?: boolean }) =>
  staffFetch<PartnerDto>("PATCH", `/api/partners/${id}`, { body: change });
/** A new private link: its secret comes back this once. */
export const issuePartnerLink = (id: number) => staffFetch<PartnerLinkDto>("POST", `/api/partners/${id}/link`);
export const revokePartnerLink = (id: number) => staffFetch<void>("DELETE", `/api/partners/${id}/link`);
