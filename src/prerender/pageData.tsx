import { createContext, use } from "react";
import { PAGE_DATA_ID, type PageData } from "./document";

export type { PageData };

/** Given while the Worker or the build renders a page; in the browser the page's own data is read instead. */
export const PageDataContext = createContext<PageData | null>(null);

let embedded: PageData | undefined;

/** The data the page arrived with (read once; empty for a page without any). */
export function embeddedPageData(): PageData {
  if (embedded) return embedded;
  const element = typeof document === "undefined" ? null : document.getElementById(PAGE_DATA_ID);
  try {
    embedded = element?.textContent ? (JSON.parse(element.textContent) as PageData) : {};
  } catch {
    embedded = {};
  }
  return embedded;
}

export function usePageData(): PageData {
  return use(PageDataContext) ?? embeddedPageData();
}
