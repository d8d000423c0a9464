/**
 * Recipients per campaign queue message (worker/campaigns/enqueue.ts): one message is one consumer invocation, so
 * it must stay within the CPU cap of 300 ms. The bench's campaigns stage measured up to 36 ms of workerd CPU per
 * text sent (an upper bound: D1's local work and the bench's reads count in), so 50 a message could take 1.3 s;
 * 5 stay near 180 ms. At the slowest pace (1 a second) a message is 5 s of sending.
 */
export const RECIPIENTS_PER_MESSAGE = 5;

/**
 * People a step of a campaign's start looks at (worker/campaigns/plan.ts): their addresses hashed under every
 * accepted key and their rows written and enqueued in one invocation within the CPU cap (the gate measures each
 * step on the list the 100,000-row import leaves: scripts/bench/campaignStart.ts).
 */
export const PEOPLE_PER_STEP = 2_000;
