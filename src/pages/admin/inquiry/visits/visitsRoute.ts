import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router";
import type { VisitDto } from "../../../../../contract/visits";
import { fetchVisits } from "../../../../api/visits";
import { changedByAction } from "../../staffActions";

/** Where the visits card's fetcher loads them from (imported by the card, so this module comes with it). */
export const visitsHref = (inquiryId: number) => `/admin/inquiries/${inquiryId}/visits`;

/** An inquiry's visits, or why they could not be read (said in their card). */
export type VisitsLoad = { visits: VisitDto[] } | { failure: unknown };

/** /admin/inquiries/:id/visits, loaded by the visits card's fetcher beside the inquiry (docs/visits.md). */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<VisitsLoad> {
  try {
    return { visits: (await fetchVisits(Number(params.id), request.signal)).visits };
  } catch (failure) {
    if (failure instanceof Response) throw failure;
    return { failure };
  }
}

/** Read again after a visit of this inquiry was booked, moved or changed. */
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) =>
  changedByAction(args, `visits:${Number(args.currentParams.id)}`) ?? args.defaultShouldRevalidate;
