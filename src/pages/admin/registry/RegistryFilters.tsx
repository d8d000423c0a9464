import { useLingui } from "@lingui/react/macro";
import { useSearchParamsAhead } from "../searchParamsAhead";
import { contactMethodLabels, interestLabels, languageNames } from "../labels";
import { OptionSelect } from "../../../ui/form/OptionSelect";
import { REGISTRY_FILTERS, type RegistryFilter } from "./registryFilters";
import { ZipFilter } from "./ZipFilter";
import { consentStateLabels, lastContactedLabels, sourceLabels } from "./registryLabels";

/** The registry's filters, each applied as soon as it is chosen, kept in the URL (so a reload or a link keeps them). */
export function RegistryFilters() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParamsAhead();
  const set = (key: RegistryFilter | "zip", value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const current = (key: RegistryFilter) => {
    const value = params.get(key) ?? "";
    return (REGISTRY_FILTERS[key] as readonly string[]).includes(value) ? value : "";
  };
  const labelled = <V extends string>(values: readonly V[], label: (value: V) => string) =>
    values.map((value) => [value, label(value)] as const);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <OptionSelect
        label={t`Health topic`}
        value={current("topic")}
        onChange={(value) => set("topic", value)}
        options={labelled(REGISTRY_FILTERS.topic, (topic) => i18n._(interestLabels[topic]))}
        empty={t`Every topic`}
      />
      <OptionSelect
        label={t`Language`}
        value={current("language")}
        onChange={(value) => set("language", value)}
        options={labelled(REGISTRY_FILTERS.language, (language) => i18n._(languageNames[language]))}
        empty={t`Both languages`}
      />
      <OptionSelect
        label={t`Age`}
        value={current("ageBand")}
        onChange={(value) => set("ageBand", value)}
        options={labelled(REGISTRY_FILTERS.ageBand, (band) => (band === "75+" ? t`75 or older` : band.replace("-", "–")))}
        empty={t`Any age`}
      />
      <OptionSelect
        label={t`May be reached by`}
        value={current("channel")}
        onChange={(value) => set("channel", value)}
        options={labelled(REGISTRY_FILTERS.channel, (channel) => i18n._(contactMethodLabels[channel]))}
        empty={t`Any channel`}
      />
      <OptionSelect
        label={t`Their yes`}
        value={current("consent")}
        onChange={(value) => set("consent", value)}
        options={labelled(REGISTRY_FILTERS.consent, (state) => i18n._(consentStateLabels[state]))}
        empty={t`Any state`}
      />
      <ZipFilter value={params.get("zip") ?? ""} onApply={(zip) => set("zip", zip)} />
      <OptionSelect
        label={t`Joined through`}
        value={current("source")}
        onChange={(value) => set("source", value)}
        options={labelled(REGISTRY_FILTERS.source, (source) => i18n._(sourceLabels[source]))}
        empty={t`Any way`}
      />
      <OptionSelect
        label={t`Last contacted by the list`}
        value={current("contacted")}
        onChange={(value) => set("contacted", value)}
        options={labelled(REGISTRY_FILTERS.contacted, (when) => i18n._(lastContactedLabels[when]))}
        empty={t({ message: "Any time", context: "registry last contacted" })}
      />
    </div>
  );
}
