/**
 * The staff lists that grow with "Load more" (the queue, the audit log, the future studies list): how many
 * pages the URL asks for, and reading that many. In the URL, so a list keeps its length when something is
 * opened beside it and when an action reads it again; a new filter starts from one page.
 */
export const PAGES_PARAM = "pages";
export const PAGE_SIZE = 50;
const MOST_PAGES = 20;
/** The most rows one request asks for (the API's page limit). */
const MOST_PER_REQUEST = 100;

export function pagesOf(params: URLSearchParams): number {
  const pages = Number(params.get(PAGES_PARAM));
  return Number.isInteger(pages) && pages > 1 ? Math.min(pages, MOST_PAGES) : 1;
}

type Paged = { items: unknown[]; nextCursor: string | null };

/**
 * As many rows as the URL's pages hold, at most 100 per request. A failure of the first request is thrown (the
 * screen's error); a later one's comes back beside the rows read so far, to be said beside "Load more", which
 * can try again. A redirect (the session ended) or an abort (a newer navigation) is always thrown.
 */
export async function readPages<P extends Paged>(
  params: URLSearchParams,
  fetchPage: (cursor: string | null, limit: number) => Promise<P>,
  signal: AbortSignal,
): Promise<{ page: P; moreFailure?: unknown }> {
  const wanted = PAGE_SIZE * pagesOf(params);
  let page = await fetchPage(null, Math.min(wanted, MOST_PER_REQUEST));
  try {
    while (page.items.length < wanted && page.nextCursor) {
      const more = await fetchPage(page.nextCursor, Math.min(wanted - page.items.length, MOST_PER_REQUEST));
      page = { ...page, items: [...page.items, ...more.items], nextCursor: more.nextCursor };
    }
  } catch (failure) {
    if (failure instanceof Response || signal.aborted) throw failure;
    return { page, moreFailure: failure };
  }
  return { page };
}
