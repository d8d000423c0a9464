import { createBrowserRouter } from "react-router";
import { Layout } from "./shell/Layout";

/** Every route of SPEC §2; each page is its own lazily loaded chunk. */
export function createAppRouter({ firstVisit }: { firstVisit: boolean }) {
  return createBrowserRouter([
    {
      element: <Layout firstVisit={firstVisit} />,
      // Shown for the moment the first page chunk loads; an empty, full-height area avoids layout jumps.
      hydrateFallbackElement: <div className="min-h-screen" />,
      children: [
        { index: true, lazy: { Component: async () => (await import("./pages/home/HomePage")).default } },
        { path: "about", lazy: { Component: async () => (await import("./pages/about/AboutPage")).default } },
        { path: "studies", lazy: { Component: async () => (await import("./pages/studies/StudiesPage")).default } },
        {
          path: "participants",
          lazy: { Component: async () => (await import("./pages/participants/ParticipantsPage")).default },
        },
        { path: "sponsors", lazy: { Component: async () => (await import("./pages/sponsors/SponsorsPage")).default } },
        { path: "contact", lazy: { Component: async () => (await import("./pages/contact/ContactPage")).default } },
        {
          path: "admin-login",
          lazy: { Component: async () => (await import("./pages/admin-login/AdminLoginPage")).default },
        },
        { path: "admin", lazy: { Component: async () => (await import("./pages/admin/AdminPage")).default } },
        { path: "*", lazy: { Component: async () => (await import("./pages/not-found/NotFoundPage")).default } },
      ],
    },
  ]);
}
