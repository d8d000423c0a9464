import { createBrowserRouter, type LoaderFunction, type RouteObject, type ShouldRevalidateFunction } from "react-router";
import { loadStaffMessages } from "./i18n/activate";
import { RouteError } from "./shell/RouteError";

/** A staff screen's module: its component, and the loader that reads its data before it renders. */
type StaffModule = { default: React.ComponentType; loader?: LoaderFunction; shouldRevalidate?: ShouldRevalidateFunction };

/** A lazily loaded staff screen (client-only; its text is in the `staff` catalog, which its parent loads). */
const screen = (load: () => Promise<StaffModule>) => ({
  lazy: async () => {
    const module = await load();
    return { Component: module.default, loader: module.loader, shouldRevalidate: module.shouldRevalidate };
  },
});

/**
 * The staff area (docs/product.md): its own frame, never prerendered, never on a public page. The Worker serves
 * /admin* and /admin-login a separate shell, and src/startApp.tsx loads this table only there, so none of
 * the staff area's code is part of a public page.
 */
export const staffRoutes: RouteObject[] = [
  {
    path: "admin-login",
    errorElement: <RouteError />,
    lazy: async () => {
      const [module] = await Promise.all([import("./pages/admin-login/AdminLoginPage"), loadStaffMessages()]);
      return { Component: module.default };
    },
  },
  {
    path: "admin",
    id: "staff",
    errorElement: <RouteError />,
    // The staff area's text loads with its frame (its loader checks the session at the same time).
    ...screen(() => Promise.all([import("./pages/admin/frame/staffRoute"), loadStaffMessages()]).then(([module]) => module)),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            // The queue, with the inquiry opened from it beside it on wide screens.
            ...screen(() => import("./pages/admin/inbox/InboxRoute")),
            children: [
              { index: true, ...screen(() => import("./pages/admin/inbox/NoInquiryOpen")) },
              { path: "inquiries/:id", ...screen(() => import("./pages/admin/inquiry/InquiryRoute")) },
            ],
          },
          { path: "staff", ...screen(() => import("./pages/admin/staff/StaffPage")) },
          { path: "security", ...screen(() => import("./pages/admin/security/SecurityPage")) },
          { path: "audit", ...screen(() => import("./pages/admin/audit/AuditPage")) },
          { path: "agenda", ...screen(() => import("./pages/admin/agenda/AgendaPage")) },
          { path: "reports", ...screen(() => import("./pages/admin/reports/ReportsPage")) },
          { path: "templates", ...screen(() => import("./pages/admin/templates/TemplatesPage")) },
          { path: "studies", ...screen(() => import("./pages/admin/studies/StudiesPage")) },
          { path: "studies/:id", ...screen(() => import("./pages/admin/studies/study/StudyEditorPage")) },
        ],
      },
    ],
  },
  // Anything else under the staff shell (a mistyped address) goes to the queue.
  { path: "*", loader: () => Response.redirect(new URL("/admin", window.location.href).href, 302) },
];

export function createStaffRouter() {
  return createBrowserRouter(staffRoutes);
}
