/// One numbered step of the schema, run once and recorded in `larder_migrations`; an
/// upgrade runs all its pending steps in one transaction.
struct Migration: Sendable {
  /// The schema version this step produces.
  let version: Int
  /// What the step does, recorded with it.
  let name: String
  /// The statements of the step.
  let sql: String
  /// Work done in Swift after the statements, in the same transaction: stored values that
  /// Swift computes, such as search keys, recomputed once.
  let update: (@Sendable (Connection) throws -> Void)?

  /// A step of `sql`, then `update` if given.
  init(
    version: Int, name: String, sql: String,
    update: (@Sendable (Connection) throws -> Void)? = nil
  ) {
    self.version = version
    self.name = name
    self.sql = sql
    self.update = update
  }
}
