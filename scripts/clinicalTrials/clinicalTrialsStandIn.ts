/**
 * A local stand-in for ClinicalTrials.gov API v2's single-study endpoint (GET /api/v2/studies/{nctId}),
 * serving the hand-written records of scripts/clinicalTrials/records (README there). `npm start` runs it beside
 * the Worker (REGISTRY_API_BASE); the Worker tests route their fetches to it. A test can change a record
 * (a site that stops recruiting) or make the registry fail.
 */
import { Hono } from "hono";
import finality from "./records/NCT06033950.json" with { type: "json" };
import redefine from "./records/NCT06008197.json" with { type: "json" };
import confirmation from "./records/NCT06024746.json" with { type: "json" };

type StandInRecord = typeof finality;

export function clinicalTrialsStandIn() {
  const records = new Map<string, StandInRecord>(
    [finality, redefine, confirmation].map((record) => [record.protocolSection.identificationModule.nctId, structuredClone(record)]),
  );
  const state = { failing: false, requests: 0 };
  const app = new Hono().get("/api/v2/studies/:nct", (c) => {
    state.requests += 1;
    if (state.failing) return c.text("Service Unavailable", 503);
    const record = records.get(c.req.param("nct"));
    // The real API answers an unknown NCT number with 404 and a short text.
    return record ? c.json(record) : c.text(`Study not found: ${c.req.param("nct")}`, 404);
  });
  return {
    app,
    state,
    records,
    /** This clinic's location in a record changes status (COMPLETED, ACTIVE_NOT_RECRUITING, ...). */
    setSiteStatus(nct: string, status: string) {
      const location = records.get(nct)?.protocolSection.contactsLocationsModule.locations[0];
      if (location) location.status = status;
    },
    setEligibility(nct: string, criteria: string) {
      const record = records.get(nct);
      if (record) record.protocolSection.eligibilityModule.eligibilityCriteria = criteria;
    },
    /** The record's primary completion date and study completion date ("2029-06" or "2029-06-30"). */
    setCompletionDates(nct: string, primary: string, completion: string) {
      const status = records.get(nct)?.protocolSection.statusModule;
      if (status) {
        status.primaryCompletionDateStruct.date = primary;
        status.completionDateStruct.date = completion;
      }
    },
  };
}
