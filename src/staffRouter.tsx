import {
  createBrowserRouter,
  type ActionFunction,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from "react-router";
import { loadStaffMessages } from "./i18n/activate";
import { StaffLoading } from "./pages/admin/frame/StaffLoading";
import { RouteError } from "./shell/RouteError";

/**
 * A staff screen's module (docs/architecture.md, "Staff screens: loaders and actions"): its `Component`, the
 * `loader` that reads its data before it renders, the `action` every change on it goes through, and when its
 * data is read again (`shouldRevalidate`). A module with a loader and no Component is a part of a screen
 * that a fetcher loads (an inquiry's composer or visits).
 */
type StaffModule = {
  Component?: React.ComponentType;
  loader?: LoaderFunction;
  action?: ActionFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
};

/** A lazily loaded staff screen (client-only; its text is in the `staff` catalog, which its parent loads). */
const screen = (load: () => Promise<StaffModule>) => ({
  lazy: async () => {
    const { Component, loader, action, shouldRevalidate } = await load();
    return { Component, loader, action, shouldRevalidate };
  },
});

/**
 * The staff area (docs/product.md): its own frame, never prerendered, never on a public page. The Worker serves
 * /admin* and /admin-login a separate shell, and src/startApp.tsx loads this table only there, so none of
 * the staff area's code is part of a public page. Each screen has a path of its own (the queue is /admin), so
 * that its action is the one a `fetcher.Form` on it reaches.
 */
export const staffRoutes: RouteObject[] = [
  {
    // Until the first screen's code and data are in: the staff frame, quietly loading (never a blank page).
    HydrateFallback: StaffLoading,
    children: [
      {
        path: "admin-login",
        errorElement: <RouteError />,
        ...screen(() => Promise.all([import("./pages/admin-login/AdminLoginPage"), loadStaffMessages()]).then(([module]) => module)),
      },
      {
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
                path: "admin",
                ...screen(() => import("./pages/admin/inbox/InboxRoute")),
                children: [
                  { index: true, ...screen(() => import("./pages/admin/inbox/NoInquiryOpen")) },
                  {
                    path: "inquiries/:id",
                    id: "inquiry",
                    ...screen(() => import("./pages/admin/inquiry/InquiryRoute")),
                    // Parts of the inquiry's page that load beside it, each read again only when it changes.
                    children: [
                      { path: "composer", ...screen(() => import("./pages/admin/inquiry/messages/composerRoute")) },
                      { path: "visits", ...screen(() => import("./pages/admin/inquiry/visits/visitsRoute")) },
                    ],
                  },
                ],
              },
              { path: "admin/staff", ...screen(() => import("./pages/admin/staff/StaffPage")) },
              { path: "admin/security", ...screen(() => import("./pages/admin/security/SecurityPage")) },
              { path: "admin/audit", ...screen(() => import("./pages/admin/audit/AuditPage")) },
              { path: "admin/agenda", ...screen(() => import("./pages/admin/agenda/AgendaPage")) },
              { path: "admin/registry", ...screen(() => import("./pages/admin/registry/RegistryListPage")) },
              { path: "admin/registry/new", ...screen(() => import("./pages/admin/registry/new/SheetEntryPage")) },
              { path: "admin/registry/import", ...screen(() => import("./pages/admin/registry/import/ImportPage")) },
              { path: "admin/registry/:id", ...screen(() => import("./pages/admin/registry/PersonPage")) },
              { path: "admin/campaigns", ...screen(() => import("./pages/admin/campaigns/CampaignsPage")) },
              { path: "admin/campaigns/new", ...screen(() => import("./pages/admin/campaigns/NewCampaignPage")) },
              { path: "admin/campaigns/:id", ...screen(() => import("./pages/admin/campaigns/CampaignPage")) },
              { path: "admin/partners", ...screen(() => import("./pages/admin/partners/PartnersPage")) },
              { path: "admin/partners/:id/poster", ...screen(() => import("./pages/admin/partners/PosterPage")) },
              { path: "admin/reports", ...screen(() => import("./pages/admin/reports/ReportsPage")) },
              { path: "admin/templates", ...screen(() => import("./pages/admin/templates/TemplatesPage")) },
              { path: "admin/studies", ...screen(() => import("./pages/admin/studies/StudiesPage")) },
              { path: "admin/studies/:id", ...screen(() => import("./pages/admin/studies/study/StudyEditorPage")) },
            ],
          },
        ],
      },
      // Anything else under the staff shell (a mistyped address) goes to the queue.
      { path: "*", loader: () => Response.redirect(new URL("/admin", window.location.href).href, 302) },
    ],
  },
];

/**
 * The staff router. Its first screen starts loading at once; the router is handed over once the staff text is
 * in too, so the loading frame (HydrateFallback) is never shown without its words.
 */
export async function createStaffRouter() {
  const router = createBrowserRouter(staffRoutes);
  await loadStaffMessages();
  return router;
}
