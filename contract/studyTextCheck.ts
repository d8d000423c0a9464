import type { Questionnaire } from "./prescreen.ts";
import type { StudyText } from "./studies";
import type { StudyTextProblem } from "./studyEditor";
import { checkPatientText, type TextCheck } from "./textRules/checkText.ts";

/** A study's words field by field ("about[1]"), as the editor shows and checks them. The sponsor is a name. */
export function studyTextFields(text: StudyText): { field: string; text: string }[] {
  const list = (name: keyof StudyText, items: string[]) => items.map((item, index) => ({ field: `${name}[${index}]`, text: item }));
  return [
    { field: "title", text: text.title },
    { field: "summary", text: text.summary },
    ...list("about", text.about),
    ...list("eligibility", text.eligibility),
    ...list("involves", text.involves),
    ...list("timeline", text.timeline),
    ...list("costs", text.costs),
  ];
}

/** Every part of a version's words, the names (sponsor, study doctor) too: what the editor shows and compares. */
export function studyTextParts(text: StudyText): { field: string; text: string }[] {
  return [...studyTextFields(text), { field: "sponsor", text: text.sponsor }, { field: "doctor", text: text.doctor }];
}

/** A questionnaire's words in one language, field by field ("questions[2].options[1]"): checked like the study's own. */
export function questionnaireFields(questionnaire: Questionnaire, language: "en" | "es"): { field: string; text: string }[] {
  return [
    ...questionnaire.questions.flatMap((question, index) => {
      const at = `questions[${index}]`;
      return [
        { field: `${at}.text`, text: question.text[language] },
        ...(question.hint ? [{ field: `${at}.hint`, text: question.hint[language] }] : []),
        ...(question.kind === "choice"
          ? question.options.map((option, o) => ({ field: `${at}.options[${o}]`, text: option.label[language] }))
          : []),
      ];
    }),
    { field: "nextStep", text: questionnaire.nextStep[language] },
  ];
}

/** Each field's check (docs/content.md's rules, the same code as `npm run content:check`). */
export function checkStudyText(text: StudyText, language: "en" | "es"): { field: string; check: TextCheck }[] {
  return studyTextFields(text).map(({ field, text: words }) => ({ field, check: checkPatientText(words, language) }));
}

/** The fields of a version, in both languages, that break a rule: what stops an approval without a reason. */
export function studyTextProblems(texts: { en: StudyText; es: StudyText; questionnaire?: Questionnaire | null }): StudyTextProblem[] {
  return (["en", "es"] as const).flatMap((language) =>
    [
      ...checkStudyText(texts[language], language),
      ...(texts.questionnaire ? questionnaireFields(texts.questionnaire, language) : []).map(({ field, text }) => ({
        field,
        check: checkPatientText(text, language),
      })),
    ]
      .filter(({ check }) => check.problems.length > 0)
      .map(({ field, check }) => ({ language, field, problems: check.problems })),
  );
}
