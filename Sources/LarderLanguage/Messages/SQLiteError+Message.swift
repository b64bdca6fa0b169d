import LarderErrors

extension SQLiteError: LocalizedMessage {
  /// `SQLite error 19: NOT NULL constraint failed: lots.price`: the code and SQLite's own
  /// words, which are not translated.
  public func message(_ l: Localization) -> String {
    l.tr("SQLite error {code}: {message}", ["code": "\(code)", "message": message])
  }
}
