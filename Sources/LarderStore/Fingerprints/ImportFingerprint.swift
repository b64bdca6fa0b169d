import LarderCore

/// The SHA-256 of an import file's rows as Larder stores them: its kind, then its rows in
/// order, value by value.
///
/// Two files with the same rows have the same fingerprint whatever their line ends, byte
/// order mark, blank lines, quoting, column order or white space around names, so that the
/// same purchases are never imported twice by accident. A row is taken as it would be
/// stored: its item by its name key (the case and Unicode form the import folds onto an
/// existing item), and an optional column absent or holding the value that would be used
/// anyway (the item's unit, category and location, the default currency) alike.
///
/// Imports recorded before this rule (`scheme` 2) hold the fingerprint of the rows as
/// written; with `legacy`, that one is kept too, to recognise them.
public struct ImportFingerprint: Sendable {
  /// The scheme this fingerprint follows, recorded with each import.
  public static let scheme = 3

  private var hash = SHA256()
  private var legacy: SHA256?

  /// Starts the fingerprint of a file of `format`; with `legacy`, also the fingerprint of
  /// the rows as written that earlier Larders recorded.
  public init(format: ImportFormat, legacy: Bool = false) {
    self.legacy = legacy ? SHA256() : nil
    add(format.rawValue, to: &hash)
    if legacy { add(format.rawValue, to: &self.legacy) }
  }

  /// Adds a purchase row (its line number does not count) with what it resolves to: its
  /// item's name key (`SearchKey.nameKey`), and the unit, category and location the item
  /// has, or a new item would get.
  public mutating func add(
    _ row: PurchaseRow, nameKey: String, unit: String, category: String, location: String
  ) {
    add(row.date.description, to: &hash)
    add(nameKey, to: &hash)
    add(row.quantity.thousandths, to: &hash)
    add(row.price.minorUnits, to: &hash)
    add(row.price.currency.code, to: &hash)
    add(unit, to: &hash)
    add(category, to: &hash)
    add(row.store, to: &hash)
    add(row.expires?.description ?? "", to: &hash)
    add(location, to: &hash)
    add(row.note, to: &hash)
    add(row.lot.map(UUIDText.format) ?? "", to: &hash)
    guard legacy != nil else { return }
    add(row.date.description, to: &legacy)
    add(row.item, to: &legacy)
    add(row.quantity.thousandths, to: &legacy)
    add(row.price.minorUnits, to: &legacy)
    add(row.price.currency.code, to: &legacy)
    add(row.unit ?? "", to: &legacy)
    add(row.category ?? "", to: &legacy)
    add(row.store, to: &legacy)
    add(row.expires?.description ?? "", to: &legacy)
    add(row.location ?? "", to: &legacy)
    add(row.note, to: &legacy)
    add(row.lot.map(UUIDText.format) ?? "", to: &legacy)
  }

  /// Adds an event row (its line number does not count) with its item's name key.
  public mutating func add(_ row: EventRow, nameKey: String) {
    add(row.date.description, to: &hash)
    add(nameKey, to: &hash)
    add(row.kind.rawValue, to: &hash)
    add(row.quantity.thousandths, to: &hash)
    add(row.note, to: &hash)
    add(row.lot.map(UUIDText.format) ?? "", to: &hash)
    guard legacy != nil else { return }
    add(row.date.description, to: &legacy)
    add(row.item, to: &legacy)
    add(row.kind.rawValue, to: &legacy)
    add(row.quantity.thousandths, to: &legacy)
    add(row.note, to: &legacy)
    add(row.lot.map(UUIDText.format) ?? "", to: &legacy)
  }

  /// The fingerprint so far, as 64 hexadecimal digits.
  public func hexDigest() -> String { hash.hexDigest() }

  /// The fingerprint of the rows as written, as earlier Larders recorded it, when asked
  /// for at the start.
  public func legacyHexDigest() -> String? { legacy?.hexDigest() }

  /// Adds one text value, preceded by its length in UTF-8 bytes (8 bytes, little-endian) so
  /// that no two rows run together alike.
  private func add(_ field: String, to hash: inout SHA256?) {
    guard var some = hash else { return }
    add(field, to: &some)
    hash = some
  }

  private func add(_ field: String, to hash: inout SHA256) {
    add(Int64(field.utf8.count), to: &hash)
    hash.update(field.utf8)
  }

  private func add(_ number: Int64, to hash: inout SHA256?) {
    guard var some = hash else { return }
    add(number, to: &some)
    hash = some
  }

  /// Adds one whole number as 8 bytes, little-endian.
  private func add(_ number: Int64, to hash: inout SHA256) {
    withUnsafeBytes(of: number.littleEndian) { hash.update($0) }
  }
}
