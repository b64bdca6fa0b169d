/// The service worker, `/sw.js` (at the root, so that it may answer for every page): it
/// keeps the last copy of the pages a member needs in the shop — Stock, Shopping, Eat
/// first and Add — and the style sheet, script, icon and manifest, and answers with them
/// when the network does not. A page is taken from the network whenever it can be, and
/// kept only when it came whole (no redirect, as to the login page); an address with a
/// query falls back to its page without one. The forms' offline queue is the page
/// script's (`Script`).
enum ServiceWorker {
  /// The cache's name: a new Larder that changes what is kept names a new one.
  static let cache = "larder-pages-v2"

  static let text = """
    "use strict";
    var CACHE = "\(cache)";
    var SHELL = ["/static/app.css", "/static/app.js", "/static/icon.svg",
      "/static/manifest.webmanifest"];
    var PAGES = ["/", "/shopping", "/expiring", "/add"];
    self.addEventListener("install", function (event) {
      event.waitUntil(caches.open(CACHE).then(function (cache) { return cache.addAll(SHELL); })
        .then(function () { return self.skipWaiting(); }));
    });
    self.addEventListener("activate", function (event) {
      event.waitUntil(caches.keys().then(function (names) {
        return Promise.all(names.filter(function (name) { return name !== CACHE; })
          .map(function (name) { return caches.delete(name); }));
      }).then(function () { return self.clients.claim(); }));
    });
    self.addEventListener("fetch", function (event) {
      var request = event.request;
      var url = new URL(request.url);
      if (request.method !== "GET" || url.origin !== self.location.origin) { return; }
      var kept = PAGES.indexOf(url.pathname) >= 0 || SHELL.indexOf(url.pathname) >= 0;
      if (!kept) { return; }
      event.respondWith(fetch(request).then(function (response) {
        if (response.status === 200 && !response.redirected && url.search === "") {
          var copy = response.clone();
          caches.open(CACHE).then(function (cache) { cache.put(url.pathname, copy); });
        }
        return response;
      }, function () {
        return caches.match(url.pathname).then(function (found) {
          return found || Response.error();
        });
      }));
    });

    """

  /// The web app manifest, `/static/manifest.webmanifest`: Larder installed on a phone's
  /// home screen opens on Stock, in a window of its own, in the theme's colour.
  static let manifest = """
    {"name": "Larder", "short_name": "Larder", "id": "/", "start_url": "/", "scope": "/",
     "display": "standalone", "background_color": "#fffaf2", "theme_color": "#7a4b1f",
     "icons": [{"src": "/static/icon.svg", "sizes": "any", "type": "image/svg+xml"}]}

    """
}
