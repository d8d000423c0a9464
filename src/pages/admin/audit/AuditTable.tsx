import { Trans, useLingui } from "@lingui/react/macro";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import type { AuditEntryDto } from "../../../../contract/audit";
import { auditActionLabels } from "./auditLabels";

function detailText(entry: AuditEntryDto): string {
  if (!entry.detail) return "";
  return Object.entries(entry.detail)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(", ");
}

export function AuditTable({ entries }: { entries: AuditEntryDto[] }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === "es" ? "es-MX" : "en-US";
  return (
    <ScrollRegion label={t`Audit log entries`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t`Audit log entries, newest first`}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              <Trans>When</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>What</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Who</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Subject</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Network (hashed)</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Details</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {entries.map((entry) => {
            const label = auditActionLabels[entry.action];
            return (
              <tr key={entry.id}>
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={entry.at}>{new Date(entry.at).toLocaleString(locale, { dateStyle: "medium", timeStyle: "medium" })}</time>
                </td>
                <td className="px-3 py-2">{label ? i18n._(label) : entry.action}</td>
                <td className="px-3 py-2">
                  {entry.actor ? (
                    <bdi>{entry.actor.username ?? `#${entry.actor.id}`}</bdi>
                  ) : entry.usernameHash ? (
                    <Trans>
                      no such account <span className="font-mono text-xs">({entry.usernameHash.slice(0, 8)})</span>
                    </Trans>
                  ) : (
                    <Trans>system</Trans>
                  )}
                </td>
                <td className="px-3 py-2">{entry.targetType ? `${entry.targetType} #${entry.targetId}` : ""}</td>
                <td className="px-3 py-2 font-mono text-xs">{entry.ipHash ? entry.ipHash.slice(0, 12) : ""}</td>
                <td className="px-3 py-2">{detailText(entry)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
