extension Store {
  /// The version of the SQLite library in use, as it reports itself (`3.46.1`).
  public static var sqliteVersion: String { Connection.libraryVersion }
}
