import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher, useNavigate, type ActionFunctionArgs } from "react-router";
import { confirmTotp, startTotpSetup } from "../../../api/auth";
import { PageMeta } from "../../../shell/PageMeta";
import { notify } from "../../../ui/notify";
import { useStaffSession } from "../session";
import { problem, readSubmission, refused, text, unknownIntent } from "../staffActions";
import { RecoveryCodes } from "./RecoveryCodes";
import { TOTP_FETCHER, TotpEnrollment, type TotpAnswer } from "./TotpEnrollment";

/**
 * Setting up one's second factor: start (a new secret), then confirm with the app's code. Once it is on, the
 * session is read again, so the whole staff area opens.
 */
export async function action({ request }: ActionFunctionArgs): Promise<TotpAnswer> {
  const fields = await readSubmission(request);
  const intent = text(fields, "intent");
  try {
    switch (intent) {
      case "start":
        return { intent, changed: [], setup: await startTotpSetup() };
      case "confirm": {
        const digits = text(fields, "code").replace(/\s/g, "");
        if (!/^\d{6}$/.test(digits)) return problem(intent, msg`Enter the 6-digit code the app shows.`);
        const { recoveryCodes } = await confirmTotp(digits);
        return { intent, changed: ["session"], recoveryCodes };
      }
    }
    throw unknownIntent(intent);
  } catch (failure) {
    return refused(intent, failure);
  }
}

/** /admin/security: one's own second factor. Accounts that must enroll (REQUIRE_TOTP) are sent here. */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { me } = useStaffSession();
  const enrollment = useFetcher<TotpAnswer>({ key: TOTP_FETCHER });
  const recoveryCodes = enrollment.data?.recoveryCodes;

  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <PageMeta title={t`Two-step sign-in`} description={t`Protect your staff account with a code from your phone.`} noIndex />
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Two-step sign-in</Trans>
      </h1>
      {recoveryCodes ? (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            notify({
              type: "success",
              title: t`Two-step sign-in is on`,
              description: t`From now on, sign in with your password and a code from your app.`,
            });
            // The session was read again when the code was confirmed: the whole staff area is open.
            void navigate("/admin", { replace: true });
          }}
        />
      ) : me.twoFactorEnabled ? (
        <p className="mt-6 max-w-2xl text-lg text-slate-800" data-testid="totp-status">
          <Trans>
            Two-step sign-in is on for your account. If you lose your phone, sign in with one of your recovery codes and ask an
            administrator to reset your second factor.
          </Trans>
        </p>
      ) : (
        <>
          {me.enrollmentRequired ? (
            <p role="alert" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-amber-900">
              <Trans>Your account needs two-step sign-in before you can open the inquiries.</Trans>
            </p>
          ) : null}
          <p className="mt-6 max-w-2xl text-lg text-slate-800">
            <Trans>
              The inquiries hold people's health information. With two-step sign-in, your password alone is not enough: signing in also
              needs a code from an app on your phone.
            </Trans>
          </p>
          <TotpEnrollment />
        </>
      )}
    </div>
  );
}
