import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { PageMeta } from "../../../shell/PageMeta";
import { notify } from "../../../ui/notify";
import { useAuthFailure, useStaffSession } from "../session";
import { RecoveryCodes } from "./RecoveryCodes";
import { TotpEnrollment } from "./TotpEnrollment";

/** /admin/security: one's own second factor. Accounts that must enroll (REQUIRE_TOTP) are sent here. */
export default function SecurityPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { token, me } = useStaffSession();
  const handleAuthFailure = useAuthFailure();
  const revalidator = useRevalidator();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

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
            // The account is read again, so the whole staff area opens now that the second factor is set.
            void revalidator.revalidate().then(() => navigate("/admin", { replace: true }));
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
          <TotpEnrollment token={token} onEnrolled={setRecoveryCodes} onAuthFailure={handleAuthFailure} />
        </>
      )}
    </div>
  );
}
