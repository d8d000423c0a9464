import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { Language } from "../../../../contract/language";
import { PARTNER_KINDS, PARTNER_LIMITS, type PartnerKind } from "../../../../contract/partners";
import { describeError } from "../../../api/errorText";
import { OptionSelect } from "../../../ui/form/OptionSelect";
import { TextInput } from "../../../ui/form/TextInput";
import { notify } from "../../../ui/notify";
import { buttonStyles } from "../../../ui/styles";
import { languageNames, partnerKindLabels } from "../labels";
import { useStaffSession } from "../session";
import { asJson, useAnswered } from "../staffActions";
import type { PartnerAnswer } from "./partnerAnswer";

/** Adds a partner (the partners page's action); the code is made by the server. */
export function NewPartnerForm() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { studyCodes } = useStaffSession();
  const fetcher = useFetcher<PartnerAnswer>();
  const [name, setName] = useState("");
  const [kind, setKind] = useState<PartnerKind | "">("promotora");
  const [language, setLanguage] = useState<Language | "">("es");
  const [contact, setContact] = useState("");
  const [studyId, setStudyId] = useState("");
  const [problem, setProblem] = useState("");
  const error =
    problem || (fetcher.data?.intent === "create" && fetcher.data.failure !== undefined ? describeError(fetcher.data.failure, i18n) : "");
  useAnswered(fetcher, (answer) => {
    if (answer.failure !== undefined) return;
    notify({ type: "success", title: t`Partner added`, description: t`${name} has a code and a poster now.` });
    setName("");
    setContact("");
    setStudyId("");
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(t`Enter the partner's name.`);
    if (!kind || !language) return setProblem(t`Choose the kind of partner and their language.`);
    setProblem("");
    const partner = { name: name.trim(), kind, language, contact: contact.trim(), studyId: studyId || null };
    void fetcher.submit(asJson({ intent: "create", partner }), { method: "post", encType: "application/json" });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        <Trans>Add a partner</Trans>
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextInput label={t`Name`} value={name} onChange={setName} maxLength={PARTNER_LIMITS.name} autoComplete="off" />
        <OptionSelect
          label={t`Kind`}
          value={kind}
          onChange={setKind}
          options={PARTNER_KINDS.map((value) => [value, i18n._(partnerKindLabels[value])] as const)}
        />
        <OptionSelect
          label={t`Language of their poster and link`}
          value={language}
          onChange={setLanguage}
          options={(["es", "en"] as const).map((value) => [value, i18n._(languageNames[value])] as const)}
        />
        <OptionSelect
          label={t`Their link opens`}
          value={studyId}
          onChange={setStudyId}
          empty={t`The list of studies`}
          options={studyCodes.map((code) => [code, code] as const)}
        />
        <div className="sm:col-span-2">
          <TextInput
            label={t`How we reach them (optional)`}
            hint={t`A phone or an address, for staff only.`}
            value={contact}
            onChange={setContact}
            maxLength={PARTNER_LIMITS.contact}
            autoComplete="off"
          />
        </div>
      </div>
      {error ? (
        <p role="alert" className="mt-4 font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" className={`${buttonStyles.primary} mt-4`} disabled={fetcher.state !== "idle"}>
        <Trans>Add partner</Trans>
      </button>
    </form>
  );
}
