/**
 * The entry. A public page is already complete HTML, so the app (React, the router, the page's code) is
 * fetched only once the browser has painted it, and then hydrates it: on a slow phone connection the
 * text appears without waiting for JavaScript, and the JavaScript never competes with the stylesheet.
 * The page's own chunks, listed on #root by the build (scripts/prerender.ts), are fetched alongside the
 * app instead of after it.
 */
import "./index.css";

const root = document.getElementById("root")!;

function startApp() {
  for (const href of root.dataset.modules?.split(" ").filter(Boolean) ?? []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  void import("./startApp");
}

// A page opened in a background tab paints nothing until shown (no animation frames): start at once.
if (root.hasAttribute("data-prerendered") && document.visibilityState === "visible") {
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  startApp();
}
