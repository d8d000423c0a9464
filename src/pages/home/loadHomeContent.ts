let pending: Promise<typeof import("./homeContent")> | null = null;

/** One shared promise, so every section suspends on the same chunk request. */
export const loadHomeContent = () => (pending ??= import("./homeContent"));
