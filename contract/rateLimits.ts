/**
 * Workers Rate Limiting (wrangler.toml [[ratelimits]], production and staging alike): requests per key in each
 * period of seconds. Keys are networks (an IPv4 address or an IPv6 /64), with the account for logins.
 * scripts/rateLimits.test.ts holds wrangler.toml to these; the Worker's tests count against them.
 */
export const RATE_LIMITS = {
  /** Contact messages, list sign-ups and referrals per network (valid submissions only). */
  INQUIRY_RATE_LIMITER: { limit: 5, period: 60 },
  /** Login attempts per network, whatever the username. */
  LOGIN_NETWORK_RATE_LIMITER: { limit: 20, period: 60 },
  /** Login attempts per (username, network), and second-factor confirmations per (account, network). */
  LOGIN_ACCOUNT_RATE_LIMITER: { limit: 10, period: 60 },
} as const;

export type RateLimiterName = keyof typeof RATE_LIMITS;
