/**
 * Local-only seed data for `npm start` / `npm run dev` (never run against production):
 * a demo administrator whose credentials the README states.
 */
import { upsertAdmin } from "./lib/admins.ts";

export const DEMO_ADMIN = { username: "demo-admin", password: "local-demo-password" } as const;

await upsertAdmin(DEMO_ADMIN.username, DEMO_ADMIN.password, "local");
console.log(`Local demo admin: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password} (local database only)`);
