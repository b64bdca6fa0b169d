/// One numbered step of the schema, run once in its own transaction and recorded in
/// `larder_migrations`.
struct Migration: Sendable {
  /// The schema version this step produces.
  let version: Int
  /// What the step does, recorded with it.
  let name: String
  /// The statements of the step.
  let sql: String
}
