import { Trans } from "@lingui/react/macro";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { buttonStyles, compactButton, inputStyles } from "../../../ui/styles";

/**
 * The search box: it says what it covers (by default, the inbox's: every status). The text is sent when the form
 * is, not as it is typed, and never goes into the URL. The registry's screen uses it with its own words.
 */
export function QueueSearch({
  search,
  onSearch,
  label = <Trans>Search name, email, phone or message</Trans>,
  hint = <Trans>Searches every inquiry, open or closed. Choose a status below to narrow it.</Trans>,
}: {
  search: string;
  onSearch: (text: string) => void;
  label?: ReactNode;
  hint?: ReactNode;
}) {
  const id = useId();
  const [draft, setDraft] = useState(search);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-x-2">
      <div className="min-w-40 flex-1">
        <label htmlFor={`${id}-q`} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          aria-describedby={`${id}-q-hint`}
          data-shortcut="search"
          className={inputStyles}
        />
      </div>
      <button type="submit" className={`${buttonStyles.secondary} ${compactButton}`}>
        <Trans>Search</Trans>
      </button>
      {search ? (
        <button
          type="button"
          onClick={() => {
            setDraft("");
            onSearch("");
          }}
          className={`${buttonStyles.ghost} ${compactButton}`}
        >
          <Trans>Clear search</Trans>
        </button>
      ) : null}
      <p id={`${id}-q-hint`} className="basis-full text-xs text-slate-600">
        {hint}
      </p>
    </form>
  );
}
