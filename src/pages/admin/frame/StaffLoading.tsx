import { useLingui } from "@lingui/react/macro";
import { StaffFrame } from "./StaffFrame";

/**
 * The staff routes' HydrateFallback (src/staffRouter.tsx): while the first screen's code and data load, the
 * staff frame is already there, with a thin bar moving at the top and nothing else to read but "Loading".
 */
export function StaffLoading() {
  const { t } = useLingui();
  return (
    <StaffFrame loading>
      <p role="status" className="sr-only">
        {t`Loading the page`}
      </p>
    </StaffFrame>
  );
}
