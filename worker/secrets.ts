/**
 * Every secret the Worker reads (`wrangler secret put NAME`), when it is needed and what it is for: the
 * preflight (scripts/preflight.ts), .dev.vars.example and docs/operations.md follow this list. Secrets are
 * not in wrangler.toml, so the generated Env type does not list them.
 */
type Vars = Record<string, unknown>;
const isSet = (vars: Vars, name: string) => typeof vars[name] === "string" && (vars[name] as string).trim() !== "";

/** E-mail to people (MESSAGES_FROM) or texts (TWILIO_ACCOUNT_SID) is switched on. */
export const messagingOn = (vars: Vars) => isSet(vars, "MESSAGES_FROM") || isSet(vars, "TWILIO_ACCOUNT_SID");

export type SecretSpec = {
  name: string;
  /** Whether the site needs it with these [vars]; an optional secret is listed for completeness. */
  neededWith: (vars: Vars) => boolean;
  purpose: string;
};

export const SECRETS: readonly SecretSpec[] = [
  { name: "AUDIT_HMAC_KEY", neededWith: () => true, purpose: "keys the audit log's hashes of client networks" },
  {
    name: "SECOND_FACTOR_KEY",
    neededWith: () => true,
    purpose: "encrypts the staff's second-factor (TOTP) seeds at rest in D1",
  },
  {
    name: "MESSAGING_KEY",
    neededWith: messagingOn,
    purpose: "keys the consent ledger's hashes of numbers and addresses and signs reply addresses and unsubscribe links",
  },
  {
    name: "TWILIO_AUTH_TOKEN",
    neededWith: (vars) => isSet(vars, "TWILIO_ACCOUNT_SID"),
    purpose: "Twilio's auth token: sends texts and checks the signatures of Twilio's webhooks",
  },
  {
    name: "MESSAGING_KEY_PREVIOUS",
    neededWith: () => false,
    purpose: "while rotating MESSAGING_KEY: the earlier key(s), comma-separated, still accepted",
  },
];
