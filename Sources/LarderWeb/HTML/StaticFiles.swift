/// The files under `/static/` (the style sheet, the script, the icon and the manifest) and
/// the service worker, `/sw.js`. They are part of the program, so a page never loads
/// anything from elsewhere.
enum StaticFiles {
  /// The response for `path`, or nil when it is not one of them. The service worker is
  /// checked for at every visit (`no-cache`), so that a new Larder's takes over.
  static func response(_ path: String) -> Response? {
    let (type, text): (String, String)
    var caching = "max-age=3600"
    switch path {
    case "/static/app.css": (type, text) = ("text/css; charset=utf-8", StyleSheet.text)
    case "/static/app.js": (type, text) = ("text/javascript; charset=utf-8", Script.text)
    case "/static/icon.svg": (type, text) = ("image/svg+xml", icon)
    case "/static/manifest.webmanifest":
      (type, text) = ("application/manifest+json", ServiceWorker.manifest)
    case "/sw.js":
      (type, text) = ("text/javascript; charset=utf-8", ServiceWorker.text)
      caching = "no-cache"
    default: return nil
    }
    return Response(
      status: 200, headers: [("Content-Type", type), ("Cache-Control", caching)],
      body: Array(text.utf8))
  }

  /// A jar.
  static let icon = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="9" y="3" width="14" \
    height="5" rx="1" fill="#7a4b1f"/><rect x="6" y="8" width="20" height="21" rx="4" \
    fill="#e8b04a"/></svg>
    """
}
