import { drizzle } from "drizzle-orm/d1";
import { adminLink, sendStaffEmail } from "../notify/staffEmail";
import { log } from "../observability/log";
import { studiesToCheck, syncFromClinicalTrials } from "../clinicalTrials/sync";

/**
 * The nightly registry check (docs/studies.md): each published, recruiting study's record is read again.
 * A study that stopped recruiting here (or altogether) is closed at once and the team is told; a changed
 * eligibility text, or a completion date in the past (the study may have stopped recruiting), waits for an
 * admin's review. Studies whose record could not be read are left as they are (each read is retried twice
 * first), and the team is told. The e-mail names studies only.
 */
export async function runRegistryCheck(env: Env, now: Date, retryDelayMs = 2_000) {
  const db = drizzle(env.DB);
  const closed: string[] = [];
  const review: string[] = [];
  const ended: string[] = [];
  const failing: string[] = [];
  for (const study of await studiesToCheck(db)) {
    if (!study.nct) continue;
    const outcome = await syncFromClinicalTrials(
      env,
      db,
      { ...study, nct: study.nct },
      { closeWhenNotRecruiting: true, now, retryDelayMs },
    );
    if (outcome.kind === "failed") {
      log.warn("registry_check_failed", { code: `registry:${outcome.reason}` });
      failing.push(study.code);
    } else if (outcome.closed) closed.push(study.code);
    else if (outcome.review === "eligibility_changed") review.push(study.code);
    else if (outcome.review === "completion_date_passed") ended.push(study.code);
  }
  const count = closed.length + review.length + ended.length + failing.length;
  log.info("registry_check_done", { count });
  if (count === 0) return { closed, review, ended, failing };
  const lines = [
    ...(closed.length ? [`Closed on the site, because ClinicalTrials.gov says they no longer recruit here: ${closed.join(", ")}.`] : []),
    ...(review.length ? [`Their eligibility text changed on ClinicalTrials.gov; please review the study page: ${review.join(", ")}.`] : []),
    ...(ended.length
      ? [
          `Their completion date on ClinicalTrials.gov has passed, so they may no longer recruit: ${ended.join(", ")}. Ask the sponsor, then confirm each study or close it, and mark the registry change as reviewed.`,
        ]
      : []),
    ...(failing.length
      ? [`ClinicalTrials.gov could not be read for: ${failing.join(", ")}. Nothing was changed; it will be tried again tomorrow.`]
      : []),
    "",
    `Studies: ${adminLink(env, "/admin/studies")}`,
  ];
  await sendStaffEmail(env, "Studies: the nightly ClinicalTrials.gov check", lines.join("\n"));
  return { closed, review, ended, failing };
}
