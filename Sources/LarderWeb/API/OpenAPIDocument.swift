import LarderReports

/// The OpenAPI 3.1 description of the API, generated from the routes the router
/// dispatches on (`APIRoutes.all`): served at `/api/v1/openapi.json` and printed by
/// `larder serve --openapi`.
public enum OpenAPIDocument {
  /// The statuses of problem details every operation may answer, besides its success.
  static let reads = [400, 401, 404, 405, 422, 429, 503]
  static let writes = [400, 401, 403, 404, 405, 409, 413, 415, 422, 429, 503]

  /// The description, as JSON.
  public static func json() -> String { document.rendered() }

  static var document: JSONValue {
    .object([
      ("openapi", .string("3.1.0")),
      (
        "info",
        .object([
          ("title", .string("Larder API")), ("version", .string("1")),
          (
            "description",
            .string(
              "The household's stock, spending and shopping list, as `larder serve` keeps them. Money and quantities are decimal strings, dates ISO 8601. Every write is one change of the history, undoable like any other."
            )
          ),
        ])
      ),
      ("servers", .array([.object([("url", .string("/api/v1"))])])),
      ("security", .array([.object([("bearer", .array([]))])])),
      ("paths", paths),
      (
        "components",
        .object([
          (
            "securitySchemes",
            .object([
              (
                "bearer",
                .object([
                  ("type", .string("http")), ("scheme", .string("bearer")),
                  (
                    "description",
                    .string("A token made with `larder serve --add-token NAME`.")
                  ),
                ])
              )
            ])
          ),
          ("schemas", .object([("Problem", problem.json)])),
        ])
      ),
    ])
  }

  /// RFC 9457's problem details, as the API writes them.
  static let problem = APISchema.object(
    [
      ("type", .string()), ("title", .string()), ("status", .integer(minimum: 400, maximum: 599)),
      ("detail", .string()), ("field", .string()),
    ], required: ["type", "title", "status", "detail"])

  private static var paths: JSONValue {
    var order: [String] = []
    var byPath: [String: [(String, JSONValue)]] = [:]
    for operation in APIRoutes.all {
      if byPath[operation.path] == nil { order.append(operation.path) }
      byPath[operation.path, default: []].append(
        (operation.method.rawValue.lowercased(), self.operation(operation)))
    }
    return .object(order.map { ($0, .object(byPath[$0] ?? [])) })
  }

  private static func operation(_ operation: APIOperation) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("operationId", .string(operation.id)), ("summary", .string(operation.summary)),
    ]
    if !operation.parameters.isEmpty {
      members.append(
        (
          "parameters",
          .array(
            operation.parameters.map { parameter in
              .object([
                ("name", .string(parameter.name)), ("in", .string(parameter.place.rawValue)),
                ("required", .bool(parameter.required)),
                ("description", .string(parameter.about)), ("schema", parameter.schema.json),
                ("example", .string(parameter.example)),
              ])
            })
        ))
    }
    if let body = operation.body {
      members.append(
        (
          "requestBody",
          .object([
            ("required", .bool(true)),
            (
              "content",
              .object([
                (
                  "application/json",
                  .object([("schema", body.schema.json), ("example", example(body.example))])
                )
              ])
            ),
          ])
        ))
    }
    var responses: [(String, JSONValue)] = [
      (
        "200",
        .object([
          ("description", .string("Done.")),
          ("content", content("application/json", operation.response.json)),
        ])
      )
    ]
    for status in operation.writes ? writes : reads {
      responses.append(
        (
          "\(status)",
          .object([
            ("description", .string(kind(status))),
            (
              "content",
              content(
                "application/problem+json",
                .object([("$ref", .string("#/components/schemas/Problem"))]))
            ),
          ])
        ))
    }
    members.append(("responses", .object(responses)))
    return .object(members)
  }

  /// `{TYPE: {schema: SCHEMA}}`.
  private static func content(_ type: String, _ schema: JSONValue) -> JSONValue {
    .object([(type, .object([("schema", schema)]))])
  }

  /// The kind of problem answered with `status`.
  private static func kind(_ status: Int) -> String {
    APIProblem.Kind.allCases.first { $0.status == status }?.rawValue ?? ""
  }

  /// A body's example, as JSON.
  private static func example(_ text: String) -> JSONValue {
    JSONInput.parse(Array(text.utf8))?.written ?? .null
  }
}
