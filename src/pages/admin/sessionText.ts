/**
 * Text kept in this tab's session storage instead of the URL: a search is a name or a phone number, and URLs
 * end up in browser history and server logs. Going into a record and back, or reloading, keeps it; closing the
 * tab forgets it.
 */
export function sessionText(key: string) {
  return {
    read(): string {
      try {
        return window.sessionStorage.getItem(key) ?? "";
      } catch {
        return "";
      }
    },
    write(value: string): void {
      try {
        if (value) window.sessionStorage.setItem(key, value);
        else window.sessionStorage.removeItem(key);
      } catch {
        // Storage refused (private mode): the search still runs, it is just not remembered.
      }
    },
  };
}
