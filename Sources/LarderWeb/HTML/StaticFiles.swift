/// The files under `/static/`: the style sheet, the script and the icon. They are part of
/// the program, so a page never loads anything from elsewhere.
enum StaticFiles {
  /// The response for `path`, or nil when it is not one of them.
  static func response(_ path: String) -> Response? {
    let (type, text): (String, String)
    switch path {
    case "/static/app.css": (type, text) = ("text/css; charset=utf-8", StyleSheet.text)
    case "/static/app.js": (type, text) = ("text/javascript; charset=utf-8", Script.text)
    case "/static/icon.svg": (type, text) = ("image/svg+xml", icon)
    default: return nil
    }
    return Response(
      status: 200, headers: [("Content-Type", type), ("Cache-Control", "max-age=3600")],
      body: Array(text.utf8))
  }

  /// A jar.
  static let icon = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="9" y="3" width="14" \
    height="5" rx="1" fill="#7a4b1f"/><rect x="6" y="8" width="20" height="21" rx="4" \
    fill="#e8b04a"/></svg>
    """
}
