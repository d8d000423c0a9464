import type { PublicStudyDto } from "../../contract/studies";

/** The contact form's id on its page. */
export const CONTACT_FORM_ID = "contact-form";

/**
 * Where "See if you qualify" leads: the study's questions when its published version has them
 * (docs/prescreen.md), otherwise the contact form with the study chosen, which opens with focus in its
 * first field (no #fragment: a browser does not honour `autofocus` on a page opened at one).
 */
export function qualifyPath(study: Pick<PublicStudyDto, "slug" | "code" | "prescreen">): string {
  return study.prescreen ? `/studies/${study.slug}/questions` : `/contact?study=${encodeURIComponent(study.code)}`;
}
