import { PRESCREEN_RESULTS } from "../../../../contract/prescreen";
import { prescreenResultLabels } from "../inquiry/prescreen/prescreenLabels";
import { Trans, useLingui } from "@lingui/react/macro";
import { OptionSelect } from "../../../ui/form/OptionSelect";
import { TextInput } from "../../../ui/form/TextInput";
import { INBOX_SORTS } from "../../../../contract/inbox";
import type { StaffRef } from "../../../../contract/inbox";
import { INTEREST_OPTIONS } from "../../../../contract/inquiryFields";
import { INQUIRY_STATUSES } from "../../../../contract/inquiryStatus";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { interestLabels, languageNames, sortLabels, statusLabels } from "../labels";
import type { UrlFilter } from "./inboxFilters";
import { QueueSearch } from "./QueueSearch";

type Props = {
  params: URLSearchParams;
  search: string;
  activeFilters: number;
  assignees: StaffRef[];
  studyCodes: string[];
  onFilter: (key: UrlFilter, value: string) => void;
  onSearch: (text: string) => void;
  onClear: () => void;
};

/**
 * The search box, and the other filters folded away behind one button so the queue's first rows stay on
 * the first screen.
 */
export function QueueFilters({ params, search, activeFilters, assignees, studyCodes, onFilter, onSearch, onClear }: Props) {
  const { t, i18n } = useLingui();
  const select = (key: UrlFilter, label: string, options: [string, string][], all: string) => (
    <OptionSelect
      label={label}
      value={params.get(key) ?? ""}
      onChange={(value) => onFilter(key, value)}
      options={options}
      empty={all || undefined}
    />
  );
  return (
    <div className="space-y-1">
      <QueueSearch search={search} onSearch={onSearch} />
      <details className="rounded-xl border border-slate-200 bg-white">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-brand-800">
          {activeFilters > 0 ? <Trans>More filters ({activeFilters} set)</Trans> : <Trans>More filters and order</Trans>}
        </summary>
        <div className="grid gap-3 border-t border-slate-200 p-4 sm:grid-cols-2">
          {select(
            "sort",
            t`Order`,
            INBOX_SORTS.map((value): [string, string] => [value, i18n._(sortLabels[value])]),
            "",
          )}
          {select(
            "status",
            t`Status`,
            [
              ["open", t`Open`],
              ["closed", t({ message: "Closed", context: "inquiries filter" })],
              ["all", t`All (except spam)`],
              ...INQUIRY_STATUSES.map((s): [string, string] => [s, i18n._(statusLabels[s])]),
            ],
            t`Any (the view decides)`,
          )}
          {select(
            "language",
            t`Language`,
            [
              ["en", i18n._(languageNames.en)],
              ["es", i18n._(languageNames.es)],
            ],
            t`Any language`,
          )}
          {select(
            "studyId",
            t`Study`,
            studyCodes.map((s): [string, string] => [s, s]),
            t`Any study`,
          )}
          {select(
            "prescreen",
            t`Pre-screen`,
            PRESCREEN_RESULTS.map((r): [string, string] => [r, i18n._(prescreenResultLabels[r])]),
            t`Any result`,
          )}
          {select(
            "interest",
            t`Area of interest`,
            INTEREST_OPTIONS.map((s): [string, string] => [s, i18n._(interestLabels[s])]),
            t`Any area`,
          )}
          {select(
            "assignee",
            t`Owner`,
            [["me", t`Me`], ["none", t`Unassigned`], ...assignees.map((a): [string, string] => [String(a.id), a.displayName])],
            t`Anyone`,
          )}
          <TextInput
            label={<Trans>Received from</Trans>}
            type="date"
            value={params.get("createdFrom") ?? ""}
            onChange={(v) => onFilter("createdFrom", v)}
          />
          <TextInput
            label={<Trans>Received until</Trans>}
            type="date"
            value={params.get("createdTo") ?? ""}
            onChange={(v) => onFilter("createdTo", v)}
          />
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={params.get("overdue") === "true"}
              onChange={(e) => onFilter("overdue", e.target.checked ? "true" : "")}
              className="size-5 accent-brand-700"
            />
            <Trans>Only first contacts overdue</Trans>
          </label>
          {activeFilters > 0 || search ? (
            <div className="flex items-end">
              <button type="button" onClick={onClear} className={`${buttonStyles.ghost} ${compactButton}`}>
                <Trans>Clear filters</Trans>
              </button>
            </div>
          ) : null}
        </div>
      </details>
    </div>
  );
}
