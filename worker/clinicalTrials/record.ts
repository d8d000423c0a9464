import { z } from "../../contract/zod";
import type { RegistrySection } from "../../contract/registry";

/**
 * The part of a ClinicalTrials.gov API v2 study record (GET /api/v2/studies/{nctId}) this site reads:
 * protocolSection's identification, status, sponsor, conditions, design, eligibility and locations
 * modules. Everything else in the record is ignored; a record without these is refused as malformed.
 */
const text = z.string();
const optionalText = z.string().optional();
export const registryRecordSchema = z.object({
  protocolSection: z.object({
    identificationModule: z.object({ nctId: text, briefTitle: text, officialTitle: optionalText, acronym: optionalText }),
    statusModule: z.object({
      overallStatus: text,
      lastUpdatePostDateStruct: z.object({ date: text }).optional(),
      primaryCompletionDateStruct: z.object({ date: text }).optional(),
      completionDateStruct: z.object({ date: text }).optional(),
    }),
    sponsorCollaboratorsModule: z.object({ leadSponsor: z.object({ name: text }).optional() }).optional(),
    conditionsModule: z.object({ conditions: z.array(text).optional() }).optional(),
    designModule: z.object({ phases: z.array(text).optional() }).optional(),
    eligibilityModule: z
      .object({
        eligibilityCriteria: optionalText,
        healthyVolunteers: z.boolean().optional(),
        sex: optionalText,
        minimumAge: optionalText,
        maximumAge: optionalText,
      })
      .optional(),
    contactsLocationsModule: z
      .object({
        locations: z
          .array(
            z.object({
              facility: optionalText,
              status: optionalText,
              city: optionalText,
              zip: optionalText,
              contacts: z.array(z.object({ name: optionalText, phone: optionalText, email: optionalText })).optional(),
            }),
          )
          .optional(),
      })
      .optional(),
  }),
});
export type RegistryRecord = z.infer<typeof registryRecordSchema>;

/** How this clinic's location is recognized in a record: its ZIP code, and its facility name if configured. */
export type SiteMatch = { zip: string; facility: string };

const normalized = (value: string) => value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * What one study's section may hold: D1 refuses a row over 2 MB and the page shows it whole, so a longer
 * text is cut here, with a note, instead of failing the import.
 */
const LIMITS = { text: 500, criteria: 20_000, list: 50, contacts: 10 } as const;
export const CUT_NOTE = " […] (Shortened here. The full text is on ClinicalTrials.gov.)";

function cut(value: string, limit: number): string {
  return value.length <= limit ? value : `${value.slice(0, limit - CUT_NOTE.length).trimEnd()}${CUT_NOTE}`;
}
const cutOrNull = (value: string | null | undefined) => (value == null ? null : cut(value, LIMITS.text));
const cutList = (values: string[] | undefined) => (values ?? []).slice(0, LIMITS.list).map((value) => cut(value, LIMITS.text));

/** A registry date as the API writes it ("2026-06-30", "2026-06" or "2026"); anything else is kept as unknown. */
const registryDate = (value: string | undefined) => (value && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(value) ? value : null);

export function registrySectionOf(record: RegistryRecord, match: SiteMatch, fetchedAt: string): RegistrySection {
  const p = record.protocolSection;
  const location = (p.contactsLocationsModule?.locations ?? []).find(
    (candidate) =>
      (candidate.zip ?? "").startsWith(match.zip) &&
      (!match.facility || normalized(candidate.facility ?? "").includes(normalized(match.facility))),
  );
  const eligibility = p.eligibilityModule;
  return {
    nct: p.identificationModule.nctId,
    briefTitle: cut(p.identificationModule.briefTitle, LIMITS.text),
    officialTitle: cutOrNull(p.identificationModule.officialTitle),
    conditions: cutList(p.conditionsModule?.conditions),
    phases: cutList(p.designModule?.phases),
    overallStatus: cut(p.statusModule.overallStatus, LIMITS.text),
    eligibility: {
      criteria: cut(eligibility?.eligibilityCriteria ?? "", LIMITS.criteria),
      minimumAge: cutOrNull(eligibility?.minimumAge),
      maximumAge: cutOrNull(eligibility?.maximumAge),
      sex: cutOrNull(eligibility?.sex),
      healthyVolunteers: eligibility?.healthyVolunteers ?? null,
    },
    sponsor: cutOrNull(p.sponsorCollaboratorsModule?.leadSponsor?.name),
    site: location
      ? {
          facility: cut(location.facility ?? "", LIMITS.text),
          status: cutOrNull(location.status),
          city: cutOrNull(location.city),
          zip: cutOrNull(location.zip),
          contacts: (location.contacts ?? []).slice(0, LIMITS.contacts).map((contact) => ({
            name: cutOrNull(contact.name),
            phone: cutOrNull(contact.phone),
            email: cutOrNull(contact.email),
          })),
        }
      : null,
    lastUpdatePosted: cutOrNull(p.statusModule.lastUpdatePostDateStruct?.date),
    primaryCompletionDate: registryDate(p.statusModule.primaryCompletionDateStruct?.date),
    completionDate: registryDate(p.statusModule.completionDateStruct?.date),
    fetchedAt,
  };
}
