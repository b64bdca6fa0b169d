import LarderReports

/// The JSON Schema of a value the API reads or writes, as its route declares it: what the
/// OpenAPI description publishes (`OpenAPIDocument`) and what a request's body is checked
/// against before its handler runs (`APIBody`). Money and quantities are decimal strings,
/// as in every JSON Larder writes.
indirect enum APISchema: Sendable {
  /// A string; `format` as JSON Schema names it (`date`, `uuid`, `date-time`), `pattern`
  /// a regular expression it matches.
  case string(format: String? = nil, pattern: String? = nil, maxLength: Int? = nil)
  /// One of these strings.
  case oneOf([String])
  /// A whole number from `minimum` to `maximum`.
  case integer(minimum: Int? = nil, maximum: Int? = nil)
  case boolean
  /// An object: its properties in order, the names of those required, and whether others
  /// may appear (a request's body allows none).
  case object([(String, APISchema)], required: [String], closed: Bool = false)
  case array(APISchema)
  /// The value, or null.
  case nullable(APISchema)

  /// A decimal string such as `0.5` or `-1.25`.
  static let decimal = APISchema.string(pattern: "^-?[0-9]+(\\.[0-9]+)?$")
  /// A calendar date, `2026-12-07`.
  static let date = APISchema.string(format: "date")
  /// A month, `2026-12`.
  static let month = APISchema.string(pattern: "^[0-9]{4}-(0[1-9]|1[0-2])$")
  /// A quantity as sent: a decimal (`0.5`), with its unit or not (`250 g`), or packs
  /// (`1 pack`), read as `larder consume` reads its arguments.
  static let amount = APISchema.string()
  /// A price as sent: a decimal of at most the currency's places (`2.30`).
  static let price = APISchema.string()
  /// A unit's symbol (`g`, `L`, `pack`).
  static let unit = APISchema.string(pattern: "^[^\\s]{1,20}$")
  /// A UUID in lower case.
  static let uuid = APISchema.string(format: "uuid")
  /// Text: a name, a store, a note… (the store's text rules refuse what it does not keep).
  static let text = APISchema.string()
  /// An ISO 4217 currency code.
  static let currency = APISchema.string(pattern: "^[A-Za-z]{3}$")
  /// `{currency, amount}`, as totals per currency are written.
  static let money = APISchema.object(
    [("amount", .decimal), ("currency", .currency)], required: ["amount", "currency"])

  /// An object whose properties are all required.
  static func record(_ properties: [(String, APISchema)]) -> APISchema {
    .object(properties, required: properties.map(\.0))
  }

  /// The schema as JSON Schema (OpenAPI 3.1's dialect).
  var json: JSONValue {
    switch self {
    case .string(let format, let pattern, let maxLength):
      var members: [(String, JSONValue)] = [("type", .string("string"))]
      if let format { members.append(("format", .string(format))) }
      if let pattern { members.append(("pattern", .string(pattern))) }
      if let maxLength { members.append(("maxLength", .number(maxLength))) }
      return .object(members)
    case .oneOf(let values):
      return .object([("type", .string("string")), ("enum", .array(values.map { .string($0) }))])
    case .integer(let minimum, let maximum):
      var members: [(String, JSONValue)] = [("type", .string("integer"))]
      if let minimum { members.append(("minimum", .number(minimum))) }
      if let maximum { members.append(("maximum", .number(maximum))) }
      return .object(members)
    case .boolean:
      return .object([("type", .string("boolean"))])
    case .object(let properties, let required, let closed):
      var members: [(String, JSONValue)] = [
        ("type", .string("object")),
        ("properties", .object(properties.map { ($0.0, $0.1.json) })),
      ]
      if !required.isEmpty { members.append(("required", .array(required.map { .string($0) }))) }
      if closed { members.append(("additionalProperties", .bool(false))) }
      return .object(members)
    case .array(let element):
      return .object([("type", .string("array")), ("items", element.json)])
    case .nullable(let schema):
      return .object([("anyOf", .array([schema.json, .object([("type", .string("null"))])]))])
    }
  }
}
