import { clinic } from "../../contract/clinic";

/**
 * Why a new staff password is refused (contract/passwordStrength.ts), or null. The estimator and its
 * dictionaries load only here, when a password is being set, never on other requests.
 */
export async function passwordProblem(password: string, account: { username: string; displayName?: string }) {
  const { judgePassword } = await import("../../contract/passwordStrength");
  return judgePassword(password, [account.username, account.displayName ?? "", clinic.name, clinic.shortName, clinic.city]).problem;
}
