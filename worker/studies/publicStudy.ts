import type { PublicStudyDto, Recruitment, StudyCategory } from "../../contract/studies.ts";
import { studyDesignSchema, studyTextSchema } from "../../contract/studySchemas.ts";

/** A study row with its published version's design and one language's text (both JSON). */
export type PublishedStudyRow = {
  code: string;
  slug: string;
  nct: string | null;
  category: StudyCategory;
  image: string;
  featured: boolean;
  recruitment: Recruitment;
  statusConfirmedOn: string;
  design: string;
  text: string;
};

/** What the public pages get of it. Stored through the same schemas; parsed again so a bad row fails loudly. */
export function publicStudyOf({ design, text, ...study }: PublishedStudyRow): PublicStudyDto {
  return { ...study, design: studyDesignSchema.parse(JSON.parse(design)), text: studyTextSchema.parse(JSON.parse(text)) };
}
