// Runs in <head> of every prerendered public page, before anything is painted (a blocking external
// script: the CSP allows no inline code). A `?lang=` link is saved as the visitor's choice; a saved choice
// for the other language moves the visitor to the same page in it (/about <-> /es/about), keeping the
// rest of the query and the hash. A visit that begins on a page that names its language (/es/..., from a
// QR poster or a promotora's message) stays in it for that visit (sessionStorage), whatever was saved
// before. Never decided by Accept-Language. The rules match contract/sitePaths.ts.
(function () {
  try {
    var location = window.location;
    var params = new URLSearchParams(location.search);
    var path = location.pathname;
    var spanish = path === "/es" || path.indexOf("/es/") === 0;
    var wanted = params.get("lang");
    var visit = null;
    try {
      visit = window.sessionStorage.getItem("visitLanguage");
    } catch (ignored) {}
    if (wanted === "en" || wanted === "es") {
      try {
        window.localStorage.setItem("language", wanted);
        window.sessionStorage.setItem("visitLanguage", wanted);
      } catch (ignored) {}
    } else if (visit === "en" || visit === "es") {
      wanted = visit;
    } else if (spanish) {
      try {
        window.sessionStorage.setItem("visitLanguage", "es");
      } catch (ignored) {}
      return;
    } else {
      wanted = null;
      try {
        wanted = window.localStorage.getItem("language");
      } catch (ignored) {}
    }
    if (wanted !== "en" && wanted !== "es") return;
    if ((spanish ? "es" : "en") === wanted) return;
    var bare = spanish ? path.slice(3) || "/" : path;
    var target = wanted === "es" ? (bare === "/" ? "/es" : "/es" + bare) : bare;
    params.delete("lang");
    var query = params.toString();
    location.replace(target + (query ? "?" + query : "") + location.hash);
  } catch (ignored) {}
})();
