// Runs in <head> of every prerendered public page, before anything is painted (a blocking external
// script: the CSP allows no inline code). A `?lang=` link is saved as the visitor's choice; a saved choice
// for the other language moves the visitor to the same page in it (/about <-> /es/about), keeping the
// rest of the query and the hash. Never decided by Accept-Language. The rules match contract/sitePaths.ts.
(function () {
  try {
    var location = window.location;
    var params = new URLSearchParams(location.search);
    var wanted = params.get("lang");
    if (wanted === "en" || wanted === "es") {
      try {
        window.localStorage.setItem("language", wanted);
      } catch (ignored) {}
    } else {
      wanted = null;
      try {
        wanted = window.localStorage.getItem("language");
      } catch (ignored) {}
    }
    if (wanted !== "en" && wanted !== "es") return;
    var path = location.pathname;
    var spanish = path === "/es" || path.indexOf("/es/") === 0;
    if ((spanish ? "es" : "en") === wanted) return;
    var bare = spanish ? path.slice(3) || "/" : path;
    var target = wanted === "es" ? (bare === "/" ? "/es" : "/es" + bare) : bare;
    params.delete("lang");
    var query = params.toString();
    location.replace(target + (query ? "?" + query : "") + location.hash);
  } catch (ignored) {}
})();
