let pending: Promise<typeof import("../../content/studies")> | null = null;

/** The studies list is its own chunk; the page shows three skeleton cards until it arrives. */
export const loadStudies = () => (pending ??= import("../../content/studies"));
