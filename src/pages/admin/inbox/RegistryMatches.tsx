import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { VolunteerPageDto } from "../../../../contract/volunteerList";
import { describeError } from "../../../api/errorText";
import { searchVolunteers } from "../../../api/volunteers";
import { linkStyles } from "../../../ui/styles";
import { languageNames } from "../labels";
import { registrySearchText } from "../registry/registryFilters";

/** How many people of the list a queue search shows; the rest are one link away, on the list's own screen. */
const SHOWN = 5;

type Read = { kind: "reading" } | { kind: "read"; page: VolunteerPageDto } | { kind: "failed"; message: string };

/**
 * One search for both: a queue search also looks in the future-studies list (docs/registry.md), below the
 * inquiries, each person marked as on the list and linked to their record. The search text goes in the request's
 * body, never a URL.
 */
export function RegistryMatches({ search }: { search: string }) {
  const { i18n } = useLingui();
  const [read, setRead] = useState<Read>({ kind: "reading" });
  const total = read.kind === "read" ? read.page.total : 0;
  useEffect(() => {
    const controller = new AbortController();
    setRead({ kind: "reading" });
    searchVolunteers({ q: search }, controller.signal).then(
      (page) => setRead({ kind: "read", page }),
      (failure: unknown) => {
        if (!controller.signal.aborted) setRead({ kind: "failed", message: describeError(failure, i18n) });
      },
    );
    return () => controller.abort();
  }, [search, i18n]);

  return (
    <section aria-labelledby="registry-matches-title" className="mt-4" data-testid="registry-matches">
      <h2 id="registry-matches-title" className="text-base font-bold text-slate-900">
        <Trans>On the future studies list</Trans>
      </h2>
      {read.kind === "reading" ? (
        <p role="status" className="mt-1 text-sm text-slate-700">
          <Trans>Looking in the list...</Trans>
        </p>
      ) : read.kind === "failed" ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {read.message}
        </p>
      ) : read.page.total === 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          <Trans>Nobody on the list matches.</Trans>
        </p>
      ) : (
        <>
          <ul className="mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white">
            {read.page.items.slice(0, SHOWN).map((person) => (
              <li key={person.id} className="border-b border-slate-200 px-3 py-2 last:border-b-0" data-testid="registry-match">
                <Link to={`/admin/registry/${person.id}`} className={`${linkStyles.inline} font-semibold`}>
                  <bdi>{person.name}</bdi>
                </Link>{" "}
                <span className="badge bg-teal-100 px-2 py-0.5 text-sm font-medium text-teal-900">
                  <Trans>Future studies list</Trans>
                </span>{" "}
                <span className="text-sm text-slate-600">
                  {person.reference} · {i18n._(languageNames[person.language])}
                </span>
              </li>
            ))}
          </ul>
          {read.page.total > SHOWN ? (
            <p className="mt-2 text-sm">
              <Link to="/admin/registry" onClick={() => registrySearchText.write(search)} className={linkStyles.inline}>
                <Trans>See all {total} on the list</Trans>
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
