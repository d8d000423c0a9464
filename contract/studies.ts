/**
 * The clinic's studies as data (docs/studies.md): what the database keeps for a study and its text
 * versions, and what the public pages and the API read. The text visitors see is always a published
 * version's; the site-wide words around it (costs, "your choice", placebo) stay in the catalogs. No zod
 * here: the public pages import this module; the validation schemas are in contract/studySchemas.ts.
 */
import type { Language } from "./language";
import type { PublicPrescreen } from "./prescreen.ts";

/** Study categories (docs/product.md#screens-and-routes), also the therapeutic areas shown to sponsors. */
export const STUDY_CATEGORIES = [
  "cardiology",
  "gastroenterology",
  "infectious",
  "vaccines",
  "nephrology",
  "pulmonology",
  "endocrinology",
  "pain",
] as const;
export type StudyCategory = (typeof STUDY_CATEGORIES)[number];

/** A study's code as the site shows it ("Study ID"): the trial's acronym, e.g. FINALITY-HF (contract/studySchemas.ts checks it). */
export type StudyCode = string;

/** What the study compares the study medicine with, as the trial's registration says. */
export type Comparison = "placebo" | "usual-care";
export type TrialDesign = "RandomizedTrial" | "DoubleBlindedTrial" | "PlaceboControlledTrial" | "OpenTrial";

/** How the study is run: the same in both languages, part of the approved version. */
export type StudyDesign = {
  comparison: Comparison;
  /** Neither the participant nor the study doctors know who gets what. */
  doubleBlind: boolean;
  /** schema.org MedicalTrialDesign values the registration supports. */
  trialDesign: TrialDesign[];
};

/** A study's own words in one language (the clinic's plain-language text, approved by the ethics board). */
export type StudyText = {
  title: string;
  /** The card's short description. */
  summary: string;
  /** What the study wants to find out. */
  about: string[];
  /** Key eligibility, as a list. */
  eligibility: string[];
  /** How taking part goes, after the comparison paragraphs. */
  involves: string[];
  /**
   * How long taking part lasts and how many visits it has, from the protocol. Empty until the clinic writes it:
   * the page then says the study team explains it before anyone decides.
   */
  timeline: string[];
  /** What this study adds to the costs every study page explains. */
  costs: string[];
  sponsor: string;
  /** The study doctor (principal investigator) at this clinic; empty until the clinic names one. */
  doctor: string;
};

/** Recruitment at this clinic: a closed study leaves the lists and its page says it no longer enrolls. */
export const RECRUITMENT_STATES = ["recruiting", "closed"] as const;
export type Recruitment = (typeof RECRUITMENT_STATES)[number];

/** A study's own facts (not its words): the same on the public pages and in the staff's editor. */
export type StudyFacts = {
  code: StudyCode;
  slug: string;
  nct: string | null;
  category: StudyCategory;
  image: string;
  featured: boolean;
  recruitment: Recruitment;
  /** The day the clinic last confirmed the recruitment status (YYYY-MM-DD). */
  statusConfirmedOn: string;
  /**
   * Recruiting, but that was last confirmed more than STUDY_CONFIRMATION_DAYS days ago (contract/enrollment.ts,
   * the one rule): the pages show no "Now Enrolling" and staff are asked to confirm it. Set by the Worker.
   */
  needsConfirming: boolean;
  /** When a closed study's page stops saying "no longer enrolling" and answers 410 Gone (ISO instant). */
  goneFrom: string | null;
};

/** One study as the public pages show it, in one language. */
export type PublicStudyDto = StudyFacts & {
  design: StudyDesign;
  text: StudyText;
  /** What ClinicalTrials.gov says (its own words, in English), when the record was imported. */
  registry: PublicRegistryDto | null;
  /** The published version's pre-screening questions in the page's language, if it has any (a few hundred bytes). */
  prescreen: PublicPrescreen | null;
};

/** The registry section as a study page shows it: the record's facts, not its contacts. */
export type PublicRegistryDto = {
  briefTitle: string;
  officialTitle: string | null;
  conditions: string[];
  phases: string[];
  overallStatus: string;
  minimumAge: string | null;
  maximumAge: string | null;
  sex: string | null;
  healthyVolunteers: boolean | null;
  sponsor: string | null;
  /** The registry's "last update posted" date, else the day this site read it (YYYY-MM-DD). */
  updatedOn: string;
};

/** What /api/studies answers and the study pages carry: every published study, open ones first. */
export type PublishedStudiesDto = {
  /** The published content's version: it changes whenever what visitors may see changes. */
  version: number;
  language: Language;
  studies: PublicStudyDto[];
};

/** The studies the lists show (open ones). */
export const openStudies = (studies: readonly PublicStudyDto[]) => studies.filter((study) => study.recruitment === "recruiting");

/** Every study an inquiry may name, for the staff's filters (closed ones too). */
export type StudyCodesDto = { studies: { code: StudyCode; recruitment: Recruitment }[] };
