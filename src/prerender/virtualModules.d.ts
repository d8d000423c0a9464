/**
 * src/renderPage.tsx under the name the Worker imports it by (vite.config.ts, vitest.config.ts),
 * so the Worker's type-check stays free of React and the DOM; src/prerender/document.ts gives it its type (RenderPage).
 */
declare module "virtual:page-renderer";
