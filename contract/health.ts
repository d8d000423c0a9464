/** GET /api/health: the Worker answers (the bench's baseline and uptime checks). */
export type HealthDto = { status: "ok" };
