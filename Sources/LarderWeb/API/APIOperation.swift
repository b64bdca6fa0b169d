import LarderStore

/// One route of the API, declared once: the router dispatches on it, and the OpenAPI
/// description (`OpenAPIDocument`) and `docs/api.md` (`APIDocumentation`) are generated
/// from it, so the three never drift apart.
struct APIOperation: Sendable {
  enum Method: String, Sendable {
    case get = "GET"
    case post = "POST"
  }

  let method: Method
  /// The path below `/api/v1`, with `{name}` for each path parameter.
  let path: String
  /// The operation's id in the description (`listStock`).
  let id: String
  /// One line: what it does, in English.
  let summary: String
  /// The command line's equivalent, for the documentation.
  let command: String
  let parameters: [APIParameter]
  /// The body's schema and an example of it, for a write.
  let body: (schema: APISchema, example: String)?
  /// The schema of a successful answer (200).
  let response: APISchema
  /// Answers a call: the JSON of a successful answer.
  let run: @Sendable (APICall) throws -> String

  /// Whether it changes the household (and needs a token that may write).
  var writes: Bool { method == .post }

  /// The path's segments, `{name}` for a parameter.
  var segments: [Substring] { path.split(separator: "/") }

  /// The path parameters of `segments` matched against `path`'s, by name; nil when they
  /// do not match.
  func match(_ path: [Substring]) -> [String: String]? {
    let own = segments
    guard own.count == path.count else { return nil }
    var values: [String: String] = [:]
    for (pattern, segment) in zip(own, path) {
      if pattern.hasPrefix("{") && pattern.hasSuffix("}") {
        values[String(pattern.dropFirst().dropLast())] = String(segment)
      } else if pattern != segment {
        return nil
      }
    }
    return values
  }
}
