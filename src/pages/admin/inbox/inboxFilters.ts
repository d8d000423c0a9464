import { sessionText } from "../sessionText";
import { INBOX_SORTS, INBOX_VIEWS, type InboxQuery, type InboxView } from "../../../../contract/inbox";

/** Filters that live in the address bar (so Back, reload and a shared link keep them). */
export const URL_FILTERS = [
  "view",
  "sort",
  "status",
  "language",
  "studyId",
  "interest",
  "assignee",
  "createdFrom",
  "createdTo",
  "overdue",
  "prescreen",
] as const;
export type UrlFilter = (typeof URL_FILTERS)[number];

/** The view a coordinator lands on: what is due now. */
export const DEFAULT_VIEW: InboxView = "due";

const SEARCH_KEY = "inbox:search";

/** The search text is the one filter kept out of the URL (see sessionText). */
export const searchText = sessionText(SEARCH_KEY);

/** The list's query from the URL's filters and the remembered search text. */
export function inboxQueryOf(params: URLSearchParams, search = searchText.read()): InboxQuery {
  const query: Record<string, string> = {};
  for (const key of URL_FILTERS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  if (!query.view && !query.status && !query.overdue) query.view = DEFAULT_VIEW;
  if (query.view && !(INBOX_VIEWS as readonly string[]).includes(query.view)) query.view = DEFAULT_VIEW;
  if (query.sort && !(INBOX_SORTS as readonly string[]).includes(query.sort)) delete query.sort;
  if (search) query.q = search;
  return query as InboxQuery;
}

/** The view on screen; a search covers every view, so none is while searching. */
export const viewOf = (query: InboxQuery): InboxView | null => (query.q ? null : ((query.view as InboxView | undefined) ?? null));

/** How many of the folded filters are set (shown on the "Filters" button). */
export function activeFilterCount(params: URLSearchParams): number {
  return URL_FILTERS.filter((key) => key !== "view" && key !== "sort" && params.get(key)).length;
}
