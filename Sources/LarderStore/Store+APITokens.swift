import LarderCore
import LarderErrors

extension Store {
  /// The API's tokens, in the order they were made. Like members, they are kept outside
  /// the change history: undo never brings back a token.
  public func apiTokens() throws -> [APIToken] {
    try db.rows("SELECT \(APITokenColumns.select) FROM api_tokens ORDER BY id") {
      try APITokenColumns.token(ColumnReader($0, table: "api_tokens"))
    }
  }

  /// The token whose hash is `hash`; nil when there is none.
  public func apiToken(hash: String) throws -> APIToken? {
    try db.firstRow(
      "SELECT \(APITokenColumns.select) FROM api_tokens WHERE token_hash = ? LIMIT 1",
      [.text(hash)]
    ) { try APITokenColumns.token(ColumnReader($0, table: "api_tokens")) }
  }

  /// Keeps `token` (its name trimmed), in one transaction.
  ///
  /// - Returns: the token as kept.
  /// - Throws: `StoreError.blank` for a blank name, `ValueError.badText` for one that
  ///   breaks the text rules, `StoreError.tokenExists` for a name (folded) already taken,
  ///   `StoreError.unknownMember` for a member who is not one.
  @discardableResult
  public func addAPIToken(_ token: APIToken) throws -> APIToken {
    var token = token
    token.name = token.name.trimmedLabel
    guard !token.name.isEmpty else { throw StoreError.blank(.name) }
    try TextField.name.check(token.name)
    return try db.transaction {
      if let name = token.member {
        guard let member = try member(named: name) else {
          throw StoreError.unknownMember(name.trimmedLabel)
        }
        token.member = member.name
      }
      let key = SearchKey.fold(token.name)
      let taken = try db.firstRow(
        "SELECT 1 FROM api_tokens WHERE name_key = ? LIMIT 1", [.text(key)]
      ) { _ in true }
      if taken == true { throw StoreError.tokenExists(token.name) }
      try db.run(
        """
        INSERT INTO api_tokens (name, name_key, token_hash, member, read_only, added_on)
        VALUES (?, ?, ?, ?, ?, ?)
        """,
        [
          .text(token.name), .text(key), .text(token.hash),
          token.member.map { .text($0) } ?? .null, .integer(token.readOnly ? 1 : 0),
          .text(token.addedOn.description),
        ])
      return token
    }
  }

  /// Removes the token `name` (folded): a request with it is refused from then on.
  ///
  /// - Returns: the token removed.
  /// - Throws: `StoreError.unknownToken` when there is no such token.
  @discardableResult
  public func removeAPIToken(_ name: String) throws -> APIToken {
    try db.transaction {
      let key = SearchKey.fold(name.trimmedLabel)
      guard
        let token = try db.firstRow(
          "SELECT \(APITokenColumns.select) FROM api_tokens WHERE name_key = ? LIMIT 1",
          [.text(key)], { try APITokenColumns.token(ColumnReader($0, table: "api_tokens")) })
      else { throw StoreError.unknownToken(name.trimmedLabel) }
      try db.run("DELETE FROM api_tokens WHERE name_key = ?", [.text(key)])
      return token
    }
  }
}

/// A token's row, in SELECT order.
enum APITokenColumns: Int32, ResultColumns {
  case name, hash, member, readOnly, addedOn

  var sql: String {
    switch self {
    case .name: "api_tokens.name"
    case .hash: "api_tokens.token_hash"
    case .member: "api_tokens.member"
    case .readOnly: "api_tokens.read_only"
    case .addedOn: "api_tokens.added_on"
    }
  }

  static func token(_ reader: ColumnReader<APITokenColumns>) throws -> APIToken {
    APIToken(
      name: reader.text(.name), hash: reader.text(.hash), member: reader.optionalText(.member),
      readOnly: reader.int64(.readOnly) != 0, addedOn: try reader.date(.addedOn))
  }
}
