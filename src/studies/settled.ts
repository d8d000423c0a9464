/**
 * A promise that React's `use()` reads at once: it carries its value the way React records a settled
 * thenable, so a page hydrating with data it already has does not suspend (and show a fallback) first.
 */
export function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: "fulfilled", value });
}
