/// `docs/api.md`: the API's routes with a `curl` example each, generated from the same
/// declarations as the description (`APIRoutes.all`); a test keeps the file in step.
public enum APIDocumentation {
  /// The Markdown of `docs/api.md`.
  public static func markdown() -> String {
    var out = """
      # The JSON API

      <!-- Generated from Sources/LarderWeb/API/APIRoutes*.swift by `make api-docs`; do not edit. -->

      `larder serve` answers a JSON API under `/api/v1/`: every read the command line has,
      and the daily writes. Its OpenAPI 3.1 description is served at
      `/api/v1/openapi.json` (and printed by `larder serve --openapi`); it is generated from
      the same declarations as the router and this page, so the three never disagree.

      - **Tokens.** `larder serve --add-token NAME` prints a token once (only its hash is
        kept); `--read-only` keeps it to reads, `--member NAME` names who it speaks for.
        `--list-tokens` and `--remove-token NAME` manage them. Send it as
        `Authorization: Bearer TOKEN`. The pages' cookies never open the API, and a token
        never opens the pages. Wrong tokens slow the next tries from the same address, as
        wrong passwords do, and the fifth wrong one in a row, and each after it, is answered
        429 with `Retry-After` (a right token still opens the API meanwhile).
      - **Shapes.** The JSON is the command line's `--format json`: money and quantities
        are decimal strings (with their currency and unit beside them), dates ISO 8601.
      - **Writes** go through the same store calls as the command line, each one change of
        the history (from the API and the token's name), undoable like any other. Each
        answers `{"change": …}`, the change it recorded, or `{"change": null}` when there
        was nothing to change (a count that matches the records, a line already on the
        list). Send `Idempotency-Key: KEY` (16 to 100 letters, digits, `-` or `_`, a new one
        for each write) to have a write applied once: sent again with the same key and the
        same request, it is answered with the same change and `Idempotent-Replayed: true`;
        the same key with another request (another route or body) is refused (422), nothing
        done.
      - **Values** are read as the command line reads them: a quantity is a decimal in the
        item's unit (`0.5`), or with a unit of its family (`250 g`), or in its usual packs
        (`1 pack`), with `unit` apart or in the same text; a price has at most its
        currency's decimals; dates are `YYYY-MM-DD`, never after today. Opening, freezing
        and thawing need the item's life in that state (`larder edit ITEM --opened-life
        DAYS`, and so on), as on the command line.
      - **Errors** are RFC 9457 problem details (`application/problem+json`), with a
        stable `type` per kind and the `title` and `detail` in the request's
        `Accept-Language` (English, French, Japanese, Traditional Chinese):

      | Status | `type` |
      |---|---|

      """
    for kind in APIProblem.Kind.allCases {
      out += "| \(kind.status) | `\(kind.type)` |\n"
    }
    out += """

      In the examples, `$LARDER` is the server's address (`http://127.0.0.1:8080`) and
      `$TOKEN` a token.

      """
    for operation in APIRoutes.all {
      out += "\n## `\(operation.method.rawValue) /api/v1\(operation.path)`\n\n"
      out += operation.summary + " As `\(operation.command)`.\n\n"
      let parameters = operation.parameters.filter { $0.place != .header }
      if !parameters.isEmpty {
        for parameter in parameters {
          out += "- `\(parameter.name)` (\(parameter.place.rawValue)"
          out += parameter.required ? ", required" : ""
          out += "): \(parameter.about)\n"
        }
        out += "\n"
      }
      out += "```sh\n" + curl(operation) + "\n```\n"
    }
    return out
  }

  /// The `curl` command of `operation`'s example.
  static func curl(_ operation: APIOperation) -> String {
    var path = operation.path
    var query: [String] = []
    for parameter in operation.parameters {
      let value = URLText.encode(parameter.example)
      switch parameter.place {
      case .path: path = path.replacingOccurrences(of: "{\(parameter.name)}", with: value)
      case .query: query.append("\(parameter.name)=\(value)")
      case .header: break
      }
    }
    let address =
      "\"$LARDER/api/v1\(path)\(query.isEmpty ? "" : "?" + query.joined(separator: "&"))\""
    var lines = ["curl -H \"Authorization: Bearer $TOKEN\""]
    if operation.writes {
      lines.append("  -H 'Idempotency-Key: phone-\(operation.id)-0001'")
      if let body = operation.body {
        lines.append("  -H 'Content-Type: application/json'")
        lines.append("  -d '\(body.example)'")
      } else {
        lines.append("  -X POST")
      }
    }
    lines.append("  " + address)
    return lines.joined(separator: " \\\n")
  }
}
