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

/**
 * Runs `start` once the browser reports the first contentful paint (the paint timing entry comes when the
 * frame is on screen; an animation frame comes before it is painted, so fetching from one races the paint).
 * Where paint timing is not reported, a short wait stands in for it.
 */
function afterFirstPaint(start: () => void) {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  const observer = PerformanceObserver.supportedEntryTypes?.includes("paint") ? new PerformanceObserver(() => painted() && go()) : null;
  if (!observer) return void setTimeout(go, 500);
  observer.observe({ type: "paint", buffered: true });
  if (painted()) go();
  // Never wait forever (a page hidden right after it opened paints nothing).
  setTimeout(go, 3000);
}

// A page opened in a background tab paints nothing until shown: start at once.
if (root.hasAttribute("data-prerendered") && document.visibilityState === "visible") afterFirstPaint(startApp);
else startApp();
