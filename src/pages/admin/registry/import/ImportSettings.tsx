import { Trans, useLingui } from "@lingui/react/macro";
import { LANGUAGES, type Language } from "../../../../../contract/language";
import { IMPORT_FIELDS, type ConsentBasis, type ImportField } from "../../../../../contract/volunteerImport";
import { OptionSelect } from "../../../../ui/form/OptionSelect";
import { TextInput } from "../../../../ui/form/TextInput";
import { ScrollRegion } from "../../../../ui/ScrollRegion";
import { languageNames } from "../../labels";
import type { FileHead } from "./fileHead";
import { importFieldLabels } from "./importLabels";

export type Settings = {
  mapping: Partial<Record<ImportField, number>>;
  header: boolean;
  language: Language;
  /** The yes for the whole file; null when each row says it in its own columns. */
  basis: ConsentBasis | null;
};

const cell = "px-3 py-2 align-top";
const emptyBasis: ConsentBasis = { statement: "", agreedOn: "", how: "" };

/** The first rows of the file as they are, which columns hold what, and what the people agreed to. */
export function ImportSettings({
  head,
  settings,
  onChange,
}: {
  head: FileHead;
  settings: Settings;
  onChange: (settings: Settings) => void;
}) {
  const { t, i18n } = useLingui();
  const width = Math.max(...head.rows.map((row) => row.length));
  const titles = Array.from({ length: width }, (_, column) =>
    settings.header && head.rows[0]?.[column]?.trim() ? t`Column ${column + 1}: ${head.rows[0][column]!.trim()}` : t`Column ${column + 1}`,
  );
  const rows = settings.header ? head.rows.slice(1) : head.rows;
  const setColumn = (field: ImportField, value: string) => {
    const mapping = { ...settings.mapping };
    if (value === "") delete mapping[field];
    else mapping[field] = Number(value);
    onChange({ ...settings, mapping });
  };
  const basis = settings.basis;
  return (
    <div className="space-y-6">
      {/* The table's scroll box is the region named for the rows; the section is not a second one. */}
      <section className="space-y-2">
        <h2 className="text-xl font-bold text-brand-900">
          <Trans>The file's first rows</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          {head.encoding === "utf-8" ? <Trans>Read as UTF-8.</Trans> : <Trans>Read as Windows-1252 (Excel on Windows).</Trans>}
        </p>
        <label className="flex min-h-11 items-center gap-2 text-slate-900">
          <input
            type="checkbox"
            checked={settings.header}
            onChange={(event) => onChange({ ...settings, header: event.target.checked })}
            className="size-5 accent-brand-700"
          />
          <Trans>The first row holds the column titles</Trans>
        </label>
        <ScrollRegion label={t`The file's first rows`}>
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {titles.map((title) => (
                  <th key={title} scope="col" className={cell}>
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row, index) => (
                <tr key={index}>
                  {titles.map((_, column) => (
                    <td key={column} className={cell}>
                      {row[column] ?? ""}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>

      <fieldset className="space-y-4">
        <legend className="text-xl font-bold text-brand-900">
          <Trans>Which column holds what</Trans>
        </legend>
        <p className="text-sm text-slate-700">
          <Trans>A full name (or a first and a last name) and a phone or an email are needed. Leave out what the file does not have.</Trans>
        </p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {IMPORT_FIELDS.map((field) => (
            <OptionSelect
              key={field}
              label={i18n._(importFieldLabels[field])}
              value={settings.mapping[field] === undefined ? "" : String(settings.mapping[field])}
              onChange={(value) => setColumn(field, value)}
              options={titles.map((title, column) => [String(column), title] as const)}
              empty={t`Not in this file`}
            />
          ))}
          <OptionSelect
            label={t`Language when the file does not say`}
            value={settings.language}
            onChange={(value) => onChange({ ...settings, language: (value || "es") as Language })}
            options={LANGUAGES.map((language) => [language, i18n._(languageNames[language])] as const)}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-xl font-bold text-brand-900">
          <Trans>What the people agreed to</Trans>
        </legend>
        <label className="flex min-h-11 items-center gap-2 text-slate-900">
          <input
            type="radio"
            name="basis"
            checked={basis !== null}
            onChange={() => onChange({ ...settings, basis: basis ?? emptyBasis })}
            className="size-5 accent-brand-700"
          />
          <Trans>The same for everyone in the file</Trans>
        </label>
        <label className="flex min-h-11 items-center gap-2 text-slate-900">
          <input
            type="radio"
            name="basis"
            checked={basis === null}
            onChange={() => onChange({ ...settings, basis: null })}
            className="size-5 accent-brand-700"
          />
          <Trans>Each row says it, in the columns "Day they agreed" and "How they agreed"</Trans>
        </label>
        {basis ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              label={t`What they agreed to`}
              hint={t`The words they signed or said yes to, e.g. "Clinic intake form 2025: may contact me about research studies".`}
              value={basis.statement}
              onChange={(statement) => onChange({ ...settings, basis: { ...basis, statement } })}
              maxLength={300}
            />
            <TextInput
              label={t`How they agreed`}
              hint={t`E.g. "Signed intake form at the front desk".`}
              value={basis.how}
              onChange={(how) => onChange({ ...settings, basis: { ...basis, how } })}
              maxLength={200}
            />
            <TextInput
              label={t`The day they agreed`}
              hint={t`A yes older than the list's consent period is not imported.`}
              type="date"
              value={basis.agreedOn}
              onChange={(agreedOn) => onChange({ ...settings, basis: { ...basis, agreedOn } })}
            />
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}
