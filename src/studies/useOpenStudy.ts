import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { openStudies, type PublicStudyDto } from "../../contract/studies";
import { loadPublishedStudies } from "./loadPublishedStudies";

/**
 * The open study with this code, once the published studies are in the browser (null until then, and for
 * a code that is unknown or closed). For the contact form, whose page is prerendered without data.
 */
export function useOpenStudy(code: string): PublicStudyDto | null {
  const { i18n } = useLingui();
  const language = i18n.locale === "es" ? "es" : "en";
  const [found, setFound] = useState<{ code: string; study: PublicStudyDto | null } | null>(null);
  useEffect(() => {
    if (!code) return;
    let current = true;
    loadPublishedStudies(language).then(
      ({ studies }) => current && setFound({ code, study: openStudies(studies).find((study) => study.code === code) ?? null }),
      () => current && setFound({ code, study: null }),
    );
    return () => {
      current = false;
    };
  }, [code, language]);
  return found?.code === code ? found.study : null;
}
