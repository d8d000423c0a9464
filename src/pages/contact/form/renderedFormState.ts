import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { ContactFormState } from "../../../../contract/contactForm";
import { usePageData } from "../../../prerender/pageData";

let taken = false;

/**
 * The state the Worker rendered this page's form with (a study's link, a refused plain submission), for the
 * form on the page it belongs to, and only once: a later visit to the page in the same tab starts empty.
 */
export function useRenderedFormState(): ContactFormState | null {
  const { contactForm } = usePageData();
  const { pathname } = useLocation();
  const [state] = useState(() => (!taken && contactForm?.path === pathname ? contactForm : null));
  useEffect(() => {
    if (state) taken = true;
  }, [state]);
  return state;
}
