import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { usePageData, type PageData } from "./pageData";

const taken = new Set<string>();

/**
 * The state the Worker rendered a form on this page with (a refused plain submission, a study's link, a step
 * of a study's questions, a filtered list of studies), for the page it belongs to and only once: a later
 * visit to the page in the same tab starts afresh.
 */
export function useRenderedState<K extends "contactForm" | "questions" | "studyFilter" | "registryForm">(
  key: K,
): NonNullable<PageData[K]> | null {
  const rendered = usePageData()[key];
  const { pathname } = useLocation();
  const [state] = useState(() => (!taken.has(key) && rendered?.path === pathname ? (rendered as NonNullable<PageData[K]>) : null));
  useEffect(() => {
    if (state) taken.add(key);
  }, [state, key]);
  return state;
}
