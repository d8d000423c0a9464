import type { Questionnaire } from "../../contract/prescreen";
import { questionnaireSchema } from "../../contract/prescreenSchemas";
import type { StudyDesign, StudyText } from "../../contract/studies";
import { studyDesignSchema, studyTextSchema } from "../../contract/studySchemas";
import type { studyVersions } from "../db/schema";

export type VersionContent = { design: StudyDesign; text: { en: StudyText; es: StudyText }; questionnaire: Questionnaire | null };

/** A stored version's design, words and questions, parsed as the editor shows them and the approval hashes them. */
export function versionContentOf(version: typeof studyVersions.$inferSelect): VersionContent {
  return {
    design: studyDesignSchema.parse(JSON.parse(version.design)),
    text: { en: studyTextSchema.parse(JSON.parse(version.textEn)), es: studyTextSchema.parse(JSON.parse(version.textEs)) },
    questionnaire: version.questionnaire ? questionnaireSchema.parse(JSON.parse(version.questionnaire)) : null,
  };
}

/**
 * SHA-256 (hex) of a version's design, words and questions exactly as the editor shows them: an approval
 * names the hash of what the admin read, so words changed after that cannot ride on it.
 */
export async function contentHashOf(content: VersionContent): Promise<string> {
  const canonical = JSON.stringify({ design: content.design, text: content.text, questionnaire: content.questionnaire });
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
