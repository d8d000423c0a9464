import { Trans, useLingui } from "@lingui/react/macro";
import { SHEET_SOURCES, type SheetSource } from "../../../../../contract/volunteerSheet";
import { CURRENT_REGISTRY_STATEMENT, type RegistryStatementVersion } from "../../../../../contract/volunteers";
import { OptionSelect } from "../../../../ui/form/OptionSelect";
import { TextInput } from "../../../../ui/form/TextInput";
import { sourceLabels } from "../registryLabels";
import { statementVersions, type SheetSettings } from "./sheetEntry";

/**
 * What a stack of sheets from one event shares: how the yes was given, where, the day, and the words printed
 * on the sheet. Kept from one sheet to the next, so a stack is typed once here.
 */
export function SheetSettingsFields({
  settings,
  onChange,
  errors,
}: {
  settings: SheetSettings;
  onChange: (settings: SheetSettings) => void;
  errors: Record<string, string>;
}) {
  const { t, i18n } = useLingui();
  const set = <K extends keyof SheetSettings>(key: K, value: SheetSettings[K]) => onChange({ ...settings, [key]: value });
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-bold text-brand-900">
        <Trans>The sheet</Trans>
      </legend>
      <p className="text-sm text-slate-700">
        <Trans>These stay the same from one sheet to the next until you change them.</Trans>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <OptionSelect
          label={t`How they said yes`}
          name="source"
          value={settings.source}
          onChange={(value) => set("source", (value || "event_sheet") as SheetSource)}
          options={SHEET_SOURCES.map((source) => [source, i18n._(sourceLabels[source])] as const)}
        />
        <TextInput
          label={t`Where`}
          hint={t`The event and place, or "Called the clinic". Never a person's name.`}
          name="how"
          value={settings.how}
          onChange={(value) => set("how", value)}
          maxLength={200}
          autoComplete="off"
          error={errors.how}
        />
        <TextInput
          label={t`Day signed`}
          type="date"
          name="signedOn"
          value={settings.signedOn}
          onChange={(value) => set("signedOn", value)}
          error={errors.signedOn}
        />
        <OptionSelect
          label={t`Words printed on the sheet`}
          hint={t`The version at the foot of the sheet.`}
          name="consentVersion"
          value={settings.consentVersion}
          onChange={(value) => set("consentVersion", (value || CURRENT_REGISTRY_STATEMENT) as RegistryStatementVersion)}
          options={statementVersions.map(
            (version) => [version, version === CURRENT_REGISTRY_STATEMENT ? t`${version} (today's sheets)` : version] as const,
          )}
          error={errors.consentVersion}
        />
      </div>
    </fieldset>
  );
}
