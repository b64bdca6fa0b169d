/// The options of `larder` itself that the help does not list: they serve the generated
/// man pages and shell completions.
extension Larder {
  /// Runs a hidden option when `arguments` start with one, and returns its exit status;
  /// nil otherwise.
  static func runHidden(_ arguments: [String], _ context: Context) -> Int32? {
    nil
  }
}
