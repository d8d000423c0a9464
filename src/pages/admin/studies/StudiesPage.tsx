import { Trans, useLingui } from "@lingui/react/macro";
import { Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { StudyCategory } from "../../../../contract/studies";
import type { StudyListDto } from "../../../../contract/studyEditor";
import { createStudy, fetchStudyList } from "../../../api/studies";
import { PageMeta } from "../../../shell/PageMeta";
import { linkStyles } from "../../../ui/styles";
import { useStaffSession } from "../session";
import { readSubmission, refused, text, unknownIntent, type Answer } from "../staffActions";
import { NewStudyForm } from "./NewStudyForm";
import { StudyStateBadges } from "./StudyStateBadges";

export async function loader({ request }: LoaderFunctionArgs): Promise<StudyListDto> {
  return fetchStudyList(request.signal);
}

/** Adding a study (admins): its editor opens at once; a refused code or NCT number is answered for the form. */
export async function action({ request }: ActionFunctionArgs): Promise<Answer | Response> {
  const fields = await readSubmission(request);
  const intent = text(fields, "intent");
  try {
    if (intent !== "create") throw unknownIntent(intent);
    const { study } = await createStudy({
      code: text(fields, "code"),
      nct: text(fields, "nct").trim() || null,
      category: text(fields, "category") as StudyCategory,
    });
    return redirect(`/admin/studies/${study.id}`);
  } catch (failure) {
    return refused(intent, failure);
  }
}

/**
 * /admin/studies: the clinic's studies and where each one's text stands (docs/studies.md). Anyone on the team
 * writes drafts; admins record the ethics board's approval, publish and close.
 */
export function Component() {
  const { t } = useLingui();
  const { studies } = useLoaderData() as StudyListDto;
  const { me } = useStaffSession();
  return (
    <div className="mx-auto max-w-screen-xl space-y-6 px-4 py-6">
      <PageMeta title={t`Studies`} description={t`The studies the site shows, their text versions and approvals.`} noIndex />
      <div>
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>Studies</Trans>
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          <Trans>
            Each study's page is recruitment material: visitors only ever see a version the ethics board approved, in English and Spanish. A
            change is a new draft; an admin records the board's approval and publishes it. The site shows it within a minute.
          </Trans>
        </p>
      </div>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Studies and their text versions</Trans>
          </caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                <Trans>Study</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Status</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Published version</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {studies.map((study) => (
              <tr key={study.id} className="border-t border-slate-200" data-testid="study-row">
                <td className="px-3 py-2">
                  <Link to={`/admin/studies/${study.id}`} className={linkStyles.inline}>
                    <span className="font-mono font-semibold">{study.code}</span>
                  </Link>
                  <span className="block text-slate-700">{study.title}</span>
                </td>
                <td className="px-3 py-2">
                  <StudyStateBadges study={study} />
                </td>
                <td className="px-3 py-2">{study.publishedNumber ?? <Trans>None yet</Trans>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {me.role === "admin" ? <NewStudyForm /> : null}
    </div>
  );
}
