/**
 * A study's section from ClinicalTrials.gov (docs/studies.md): what the registry says, kept beside the
 * clinic's own plain-language words and shown on the page as "From ClinicalTrials.gov". It is never
 * rewritten by the clinic; the nightly check refreshes it.
 */

/** Recruitment statuses of the API (overall and per location) under which people may still join. */
export const RECRUITING_STATUSES = ["RECRUITING", "NOT_YET_RECRUITING", "ENROLLING_BY_INVITATION"] as const;

export type RegistrySite = {
  facility: string;
  /** The location's own status in the registry (RECRUITING, COMPLETED, ...). */
  status: string | null;
  city: string | null;
  zip: string | null;
  contacts: { name: string | null; phone: string | null; email: string | null }[];
};

export type RegistrySection = {
  nct: string;
  briefTitle: string;
  officialTitle: string | null;
  conditions: string[];
  phases: string[];
  overallStatus: string;
  eligibility: {
    criteria: string;
    minimumAge: string | null;
    maximumAge: string | null;
    sex: string | null;
    healthyVolunteers: boolean | null;
  };
  sponsor: string | null;
  /** This clinic's location in the record (matched by ZIP code and facility name), if it is listed. */
  site: RegistrySite | null;
  /** The registry's own "last update posted" date (YYYY-MM-DD). */
  lastUpdatePosted: string | null;
  /**
   * The record's primary completion date and study completion date (statusModule's `primaryCompletionDateStruct`
   * and `completionDateStruct`), as the registry writes them: "2026-06" or "2026-06-30", actual or estimated.
   * Absent from sections read before they were kept.
   */
  primaryCompletionDate?: string | null;
  completionDate?: string | null;
  /** When this site read the record. */
  fetchedAt: string;
};

/**
 * What the nightly check asks an admin to look at: the eligibility text changed, this clinic is not among the
 * locations, or the registry's completion date has passed (the study may have stopped recruiting: confirm it
 * with the sponsor, or close it).
 */
export type RegistryReview = "eligibility_changed" | "site_not_listed" | "completion_date_passed";

/**
 * Whether a registry date ("2026-06-30", "2026-06" or "2026") is in the past on `today` (YYYY-MM-DD, the
 * clinic's day): a month is past once it has ended, a year likewise.
 */
export function registryDatePassed(date: string, today: string): boolean {
  return date < today.slice(0, date.length);
}

/** Whether the record's primary completion date or its study completion date is in the past on `today`. */
export function completionDatePassed(section: Pick<RegistrySection, "primaryCompletionDate" | "completionDate">, today: string): boolean {
  return [section.primaryCompletionDate, section.completionDate].some((date) => !!date && registryDatePassed(date, today));
}

/** Whether people may still join here, as the registry says: the study recruits, and so does this clinic's site. */
export function recruitingHere(section: RegistrySection): boolean {
  const recruiting = (status: string | null) => status !== null && (RECRUITING_STATUSES as readonly string[]).includes(status);
  return recruiting(section.overallStatus) && (section.site === null || recruiting(section.site.status));
}
