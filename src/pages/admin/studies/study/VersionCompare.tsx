import { Trans } from "@lingui/react/macro";
import type { StudyVersionDto } from "../../../../../contract/studyEditor";
import { studyTextParts } from "../../../../../contract/studyTextCheck";

/** Two versions side by side, field by field in both languages; the fields that changed are marked. */
export function VersionCompare({ older, newer }: { older: StudyVersionDto; newer: StudyVersionDto }) {
  const rows = (["en", "es"] as const).flatMap((language) => {
    const before = new Map(studyTextParts(older.text[language]).map((field) => [field.field, field.text]));
    const after = new Map(studyTextParts(newer.text[language]).map((field) => [field.field, field.text]));
    const fields = [...new Set([...before.keys(), ...after.keys()])];
    return fields.map((field) => ({ language, field, before: before.get(field) ?? "", after: after.get(field) ?? "" }));
  });
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="py-2 text-left font-semibold text-slate-900">
          <Trans>
            Version {older.number} and version {newer.number}, side by side
          </Trans>
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-2 py-1">
              <Trans>Part</Trans>
            </th>
            <th scope="col" className="px-2 py-1">
              <Trans>Version {older.number}</Trans>
            </th>
            <th scope="col" className="px-2 py-1">
              <Trans>Version {newer.number}</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const changed = row.before !== row.after;
            return (
              <tr key={`${row.language}-${row.field}`} className={`border-t border-slate-200 align-top ${changed ? "bg-amber-50" : ""}`}>
                <th scope="row" className="px-2 py-1 font-mono font-normal">
                  {row.language.toUpperCase()} {row.field}
                  {changed ? (
                    <span className="block font-sans font-semibold text-amber-900">
                      <Trans>Changed</Trans>
                    </span>
                  ) : null}
                </th>
                <td lang={row.language} className="px-2 py-1">
                  {row.before}
                </td>
                <td lang={row.language} className="px-2 py-1">
                  {row.after}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
