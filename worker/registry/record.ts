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
    briefTitle: p.identificationModule.briefTitle,
    officialTitle: p.identificationModule.officialTitle ?? null,
    conditions: p.conditionsModule?.conditions ?? [],
    phases: p.designModule?.phases ?? [],
    overallStatus: p.statusModule.overallStatus,
    eligibility: {
      criteria: eligibility?.eligibilityCriteria ?? "",
      minimumAge: eligibility?.minimumAge ?? null,
      maximumAge: eligibility?.maximumAge ?? null,
      sex: eligibility?.sex ?? null,
      healthyVolunteers: eligibility?.healthyVolunteers ?? null,
    },
    sponsor: p.sponsorCollaboratorsModule?.leadSponsor?.name ?? null,
    site: location
      ? {
          facility: location.facility ?? "",
          status: location.status ?? null,
          city: location.city ?? null,
          zip: location.zip ?? null,
          contacts: (location.contacts ?? []).map((contact) => ({
            name: contact.name ?? null,
            phone: contact.phone ?? null,
            email: contact.email ?? null,
          })),
        }
      : null,
    lastUpdatePosted: p.statusModule.lastUpdatePostDateStruct?.date ?? null,
    fetchedAt,
  };
}
