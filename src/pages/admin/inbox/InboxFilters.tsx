import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState, type FormEvent } from "react";
import type { StaffRef } from "../../../../contract/inbox";
import { INTEREST_OPTIONS } from "../../../../contract/inquiryFields";
import { INQUIRY_STATUSES } from "../../../../contract/inquiryStatus";
import { STUDY_IDS } from "../../../../contract/studies";
import { interestLabels } from "../../../content/interests";
import { buttonStyles, inputStyles } from "../../../ui/styles";
import { languageNames, statusLabels } from "../labels";
import type { FilterKey } from "./useInboxQuery";

type Props = {
  query: Partial<Record<FilterKey, string>>;
  assignees: StaffRef[];
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
  filtered: boolean;
};

/** Search and filters of the inbox; each change updates the URL, which reloads the list. */
export function InboxFilters({ query, assignees, onChange, onClear, filtered }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [search, setSearch] = useState(query.q ?? "");
  useEffect(() => setSearch(query.q ?? ""), [query.q]);

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange("q", search.trim());
  };
  const select = (key: FilterKey, label: string, options: [string, string][], all: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={`${id}-${key}`} value={query[key] ?? ""} onChange={(e) => onChange(key, e.target.value)} className={inputStyles}>
        <option value="">{all}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <form role="search" onSubmit={submitSearch} className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor={`${id}-q`} className="block text-sm font-medium text-slate-800">
            <Trans>Search name, email, phone or message</Trans>
          </label>
          <input id={`${id}-q`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} className={inputStyles} />
        </div>
        <button type="submit" className={`${buttonStyles.secondary} min-h-11 py-2`}>
          <Trans>Search</Trans>
        </button>
      </form>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {select(
          "status",
          t`Status`,
          [["closed", t({ message: "Closed", context: "inquiries filter" })], ["all", t`All (except spam)`], ...INQUIRY_STATUSES.map((s): [string, string] => [s, i18n._(statusLabels[s])])],
          t`Open`,
        )}
        {select("language", t`Language`, [["en", i18n._(languageNames.en)], ["es", i18n._(languageNames.es)]], t`Any language`)}
        {select("studyId", t`Study`, STUDY_IDS.map((s): [string, string] => [s, s]), t`Any study`)}
        {select("interest", t`Area of interest`, INTEREST_OPTIONS.map((s): [string, string] => [s, i18n._(interestLabels[s])]), t`Any area`)}
        {select(
          "assignee",
          t`Owner`,
          [["me", t`Me`], ["none", t`Unassigned`], ...assignees.map((a): [string, string] => [String(a.id), a.displayName])],
          t`Anyone`,
        )}
        <div>
          <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-800">
            <Trans>Received from</Trans>
          </label>
          <input id={`${id}-from`} type="date" value={query.createdFrom ?? ""} onChange={(e) => onChange("createdFrom", e.target.value)} className={inputStyles} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-800">
            <Trans>Received until</Trans>
          </label>
          <input id={`${id}-to`} type="date" value={query.createdTo ?? ""} onChange={(e) => onChange("createdTo", e.target.value)} className={inputStyles} />
        </div>
        <div className="flex items-end">
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={query.overdue === "true"}
              onChange={(e) => onChange("overdue", e.target.checked ? "true" : "")}
              className="size-5 accent-brand-700"
            />
            <Trans>Only overdue</Trans>
          </label>
        </div>
        {filtered ? (
          <div className="flex items-end">
            <button type="button" onClick={onClear} className={`${buttonStyles.ghost} min-h-11 py-2`}>
              <Trans>Clear filters</Trans>
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
