import { useLocation, useNavigation, useSearchParams } from "react-router";

/**
 * The screen's URL parameters as they are about to be: a data router commits a navigation only once its loader
 * has answered, so a second filter changed in the meantime would start from the old address and undo the first
 * (choose an age band, type a ZIP code at once: the age band was lost). While a navigation to this same screen
 * is pending, its parameters are the ones shown and built on.
 */
export function useSearchParamsAhead(): ReturnType<typeof useSearchParams> {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  return [pending && pending.pathname === pathname ? new URLSearchParams(pending.search) : params, setParams];
}
