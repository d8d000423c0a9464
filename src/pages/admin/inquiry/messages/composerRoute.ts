import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router";
import type { ComposerDto } from "../../../../../contract/messaging";
import { fetchComposer } from "../../../../api/messages";
import { changedByAction } from "../../staffActions";

/** Where the composer's fetcher loads it from (imported by the composer, so this module comes with it). */
export const composerHref = (inquiryId: number) => `/admin/inquiries/${inquiryId}/composer`;

/** What the composer may offer, or why it could not be read (said in its card, with "Try again"). */
export type ComposerLoad = { composer: ComposerDto } | { failure: unknown };

/**
 * /admin/inquiries/:id/composer, loaded by the composer's fetcher beside the inquiry: where staff may write to
 * the person, the templates they may send, the stop line.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<ComposerLoad> {
  try {
    return { composer: await fetchComposer(Number(params.id), request.signal) };
  } catch (failure) {
    if (failure instanceof Response) throw failure;
    return { failure };
  }
}

/** Read again after a message, a status change or a reply's owner chosen (what may be sent changes with them). */
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) =>
  changedByAction(args, `composer:${Number(args.currentParams.id)}`) ?? args.defaultShouldRevalidate;
