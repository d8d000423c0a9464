import type { PartnerLinkDto } from "../../../../contract/partners";
import type { Answer } from "../staffActions";

/** What the partners' action did; a new private link's secret rides along, to be shown this once. */
export type PartnerAnswer = Answer & { link?: PartnerLinkDto & { partnerId: number } };
