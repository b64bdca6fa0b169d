/// A parameter of an API route: in its path (`/items/{item}`), its query (`?within=3`) or
/// a header (`Idempotency-Key`), with its schema and an example for the documentation.
struct APIParameter: Sendable {
  enum Place: String, Sendable {
    case path, query, header
  }

  let name: String
  let place: Place
  let schema: APISchema
  let required: Bool
  /// What it means, in English (the description is published in English, as its
  /// field names are).
  let about: String
  /// A value for the documentation's examples.
  let example: String

  /// The item a route is about: its id, or its name or an alias as `larder show` reads it.
  static let item = APIParameter(
    name: "item", place: .path, schema: .text, required: true,
    about: "The item: its id, or its name or one of its names or aliases.",
    example: "Whole milk")
  static let asOf = APIParameter(
    name: "asOf", place: .query, schema: .date, required: false,
    about: "The day to compute as of (YYYY-MM-DD); today if omitted.", example: "2026-11-01")
  static let within = APIParameter(
    name: "within", place: .query, schema: .integer(minimum: 0, maximum: 3650), required: false,
    about: "How many days ahead to look (7 if omitted).", example: "3")
  static let month = APIParameter(
    name: "month", place: .query, schema: .month, required: false,
    about: "The calendar month (YYYY-MM); the current one if omitted.", example: "2026-10")
  static let limit = APIParameter(
    name: "limit", place: .query, schema: .integer(minimum: 1, maximum: 1000), required: false,
    about: "How many entries at most (20 if omitted).", example: "5")
  static let offset = APIParameter(
    name: "offset", place: .query, schema: .integer(minimum: 0, maximum: Int(Int32.max)),
    required: false, about: "How many entries to skip (0 if omitted).", example: "0")
  static let pageLimit = APIParameter(
    name: "limit", place: .query, schema: .integer(minimum: 1, maximum: 500), required: false,
    about: "How many entries at most (50 if omitted).", example: "50")
  static let all = APIParameter(
    name: "all", place: .query, schema: .oneOf(["true", "false"]), required: false,
    about: "true for every lot and event, not only the latest 20 and those on hand.",
    example: "false")
  static let lots = APIParameter(
    name: "lots", place: .query, schema: .oneOf(["true", "false"]), required: false,
    about: "true to list each item's lots on hand.", example: "false")
  static let change = APIParameter(
    name: "change", place: .path, schema: .uuid, required: true,
    about: "The id of a change, as the history gives it.",
    example: "0d3c9a52-7f8e-4b1c-9a3e-5b2f1c6d7e80")
  static let idempotencyKey = APIParameter(
    name: "Idempotency-Key", place: .header,
    schema: .string(pattern: "^[A-Za-z0-9_-]{16,100}$"), required: false,
    about:
      "A key of 16 to 100 letters, digits, - or _: a write sent again with the same key is applied once, and answered with the change it made.",
    example: "phone-7f3a9c2e-0001")
}
