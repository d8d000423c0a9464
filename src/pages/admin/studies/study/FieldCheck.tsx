import { Trans } from "@lingui/react/macro";
import { checkPatientText } from "../../../../../contract/textRules/checkText";

/**
 * The content rules on one field as it is typed (docs/content.md, the same code as `npm run content:check`):
 * the reading level of a paragraph, and the reasons of any rule it breaks.
 */
export function FieldCheck({ id, texts, language }: { id: string; texts: string[]; language: "en" | "es" }) {
  const checks = texts.filter((text) => text.trim()).map((text) => checkPatientText(text, language));
  const problems = checks.flatMap((check) => check.problems);
  const levels = checks.flatMap((check) => (check.level ? [check.level] : []));
  return (
    <div id={id} className="mt-1 text-sm" data-testid="field-check">
      {levels.map((level, index) => (
        <span key={index} className="mr-3 text-slate-700">
          {level.language === "en" ? (
            <Trans>Grade {level.grade}</Trans>
          ) : (
            <Trans>
              INFLESZ {level.inflesz}, Fernández-Huerta {level.fernandezHuerta}
            </Trans>
          )}
        </span>
      ))}
      {problems.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 font-medium text-red-700">
          {problems.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
