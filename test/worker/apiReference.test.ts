/**
 * docs/api.md and the Worker's routes say the same (issue #38): every route the app registers has a row, and
 * every route a row names exists. A row names its routes as `METHOD /api/path` (Hono's `:param` syntax).
 */
import { describe, expect, it } from "vitest";
import { app } from "../../worker/index";
import apiReference from "../../docs/api.md?raw";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** The routes the app answers: its handlers, not its middleware (registered for every method). */
function registeredRoutes(): string[] {
  const routes = app.routes
    .filter((route) => METHODS.includes(route.method) && route.path.startsWith("/api/"))
    .map((route) => `${route.method} ${route.path.replace(/\/$/, "")}`);
  return [...new Set(routes)].sort();
}

/** The routes docs/api.md's table names. */
function documentedRoutes(): string[] {
  const rows = apiReference.split("\n").filter((line) => line.startsWith("| `"));
  const routes = rows.flatMap((row) =>
    [...row.split(/(?<!\\)\|/)[1]!.matchAll(/`([A-Z]+) (\/api\/[^`?\s]*)[^`]*`/g)].map((m) => `${m[1]} ${m[2]}`),
  );
  return [...new Set(routes)].sort();
}

describe("docs/api.md", () => {
  it("lists every route the Worker answers, and nothing it does not", () => {
    const registered = registeredRoutes();
    const documented = documentedRoutes();
    expect(registered.length).toBeGreaterThan(40);
    expect({
      undocumented: registered.filter((r) => !documented.includes(r)),
      gone: documented.filter((r) => !registered.includes(r)),
    }).toEqual({
      undocumented: [],
      gone: [],
    });
  });
});
