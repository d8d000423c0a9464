import type {
  AudienceCount,
  CampaignAction,
  CampaignControlDto,
  CampaignCreatedDto,
  CampaignDetailDto,
  CampaignDto,
  CampaignInput,
  CampaignPersonDto,
  FunnelStep,
} from "../../contract/campaigns";
import type { Language } from "../../contract/language";
import { staffFetch } from "./staffFetch";

/** Campaigns to the list for future studies (docs/campaigns.md). */
export const fetchCampaigns = (signal?: AbortSignal) => staffFetch<CampaignDto[]>("GET", "/api/campaigns", { signal });
export const fetchCampaign = (id: number, signal?: AbortSignal) => staffFetch<CampaignDetailDto>("GET", `/api/campaigns/${id}`, { signal });

/** Who an audience reaches now (nothing is written). */
export const countAudience = ({ study, channel, audience }: Pick<CampaignInput, "study" | "channel" | "audience">, signal?: AbortSignal) =>
  staffFetch<AudienceCount>("POST", "/api/campaigns/audience", { body: { study, channel, audience }, signal, idempotent: true });

export const createCampaign = (input: CampaignInput) => staffFetch<CampaignCreatedDto>("POST", "/api/campaigns", { body: input });

export const controlCampaign = (id: number, action: CampaignAction) =>
  staffFetch<CampaignControlDto>("POST", `/api/campaigns/${id}/${action}`);

/** The people behind one number of the funnel. */
export const fetchCampaignPeople = (id: number, step: FunnelStep, language: Language | null, signal?: AbortSignal) =>
  staffFetch<CampaignPersonDto[]>("GET", `/api/campaigns/${id}/people?step=${step}${language ? `&language=${language}` : ""}`, { signal });
