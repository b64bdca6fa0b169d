import LarderCore
import LarderErrors

extension Store {
  /// The household's members, in the order they were added. Members are kept outside the
  /// change history, as the household password is: undo never brings back a password.
  public func members() throws -> [Member] {
    try db.rows("SELECT \(MemberColumns.select) FROM members ORDER BY id") {
      try MemberColumns.member(ColumnReader($0, table: "members"))
    }
  }

  /// The member called `name`, found with case and accents folded (`zoe` finds `Zoé`);
  /// nil when there is none.
  public func member(named name: String) throws -> Member? {
    try db.firstRow(
      "SELECT \(MemberColumns.select) FROM members WHERE name_key = ? LIMIT 1",
      [.text(SearchKey.fold(name.trimmedLabel))]
    ) { try MemberColumns.member(ColumnReader($0, table: "members")) }
  }

  /// Adds the member `name` with the password hash `hash`, or gives the member of that
  /// name (folded) the new hash; `language`, `locale` and `timeZone` (an identifier such
  /// as `Asia/Tokyo`, checked by the caller) replace theirs when given. In one transaction,
  /// outside the history.
  ///
  /// - Returns: the member as stored, and whether they were new.
  /// - Throws: `StoreError.blank` for a blank name, `ValueError.badText` for one that
  ///   breaks the text rules.
  @discardableResult
  public func setMember(
    _ name: String, passwordHash hash: String, language: String? = nil,
    locale: String? = nil, timeZone: String? = nil, today: CalendarDate
  ) throws -> (member: Member, added: Bool) {
    let written = name.trimmedLabel
    guard !written.isEmpty else { throw StoreError.blank(.name) }
    try TextField.name.check(written)
    return try db.transaction {
      if var member = try member(named: written) {
        member.passwordHash = hash
        member.language = language ?? member.language
        member.locale = locale ?? member.locale
        member.timeZone = timeZone ?? member.timeZone
        try db.run(
          """
          UPDATE members SET password_hash = ?, language = ?, locale = ?, time_zone = ?
          WHERE name_key = ?
          """,
          [
            .text(hash), member.language.map { .text($0) } ?? .null,
            member.locale.map { .text($0) } ?? .null,
            member.timeZone.map { .text($0) } ?? .null, .text(SearchKey.fold(written)),
          ])
        return (member, false)
      }
      let member = Member(
        name: written, passwordHash: hash, language: language, locale: locale,
        timeZone: timeZone, addedOn: today)
      try db.run(
        """
        INSERT INTO members (
          name, name_key, password_hash, language, locale, time_zone, added_on)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(written), .text(SearchKey.fold(written)), .text(hash),
          language.map { .text($0) } ?? .null, locale.map { .text($0) } ?? .null,
          timeZone.map { .text($0) } ?? .null, .text(today.description),
        ])
      return (member, true)
    }
  }

  /// Keeps `language` (a code such as `fr`) and `locale` as the member `name`'s choice.
  ///
  /// - Throws: `StoreError.unknownMember` when there is no such member.
  public func setMemberLanguage(_ name: String, language: String, locale: String?) throws {
    try db.transaction {
      try db.run(
        "UPDATE members SET language = ?, locale = ? WHERE name_key = ?",
        [.text(language), locale.map { .text($0) } ?? .null, .text(SearchKey.fold(name))])
      guard db.changes > 0 else { throw StoreError.unknownMember(name) }
    }
  }

  /// Removes the member `name`: their sessions end at their next request. What they did
  /// stays in the history under their name.
  ///
  /// - Returns: the member removed.
  /// - Throws: `StoreError.unknownMember` when there is no such member.
  @discardableResult
  public func removeMember(_ name: String) throws -> Member {
    try db.transaction {
      guard let member = try member(named: name) else {
        throw StoreError.unknownMember(name.trimmedLabel)
      }
      try db.run(
        "DELETE FROM members WHERE name_key = ?", [.text(SearchKey.fold(member.name))])
      return member
    }
  }
}

/// A member's row, in SELECT order.
enum MemberColumns: Int32, ResultColumns {
  case name, passwordHash, language, locale, timeZone, addedOn

  var sql: String {
    switch self {
    case .name: "members.name"
    case .passwordHash: "members.password_hash"
    case .language: "members.language"
    case .locale: "members.locale"
    case .timeZone: "members.time_zone"
    case .addedOn: "members.added_on"
    }
  }

  static func member(_ reader: ColumnReader<MemberColumns>) throws -> Member {
    Member(
      name: reader.text(.name), passwordHash: reader.text(.passwordHash),
      language: reader.optionalText(.language), locale: reader.optionalText(.locale),
      timeZone: reader.optionalText(.timeZone), addedOn: try reader.date(.addedOn))
  }
}
