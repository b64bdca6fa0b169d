import LarderCore

/// The SHA-256 of an import file's content as Larder reads it: its kind, then its rows in
/// order, value by value.
///
/// Two files with the same rows have the same fingerprint whatever their line ends, byte
/// order mark, blank lines, quoting, column order or white space around names, so that the
/// same purchases are never imported twice by accident.
public struct ImportFingerprint: Sendable {
  private var hash = SHA256()

  /// Starts the fingerprint of a file of `format`.
  public init(format: ImportFormat) {
    add(format.rawValue)
  }

  /// Adds a purchase row (its line number does not count).
  public mutating func add(_ row: PurchaseRow) {
    add(row.date.description)
    add(row.item)
    add(row.quantity.thousandths)
    add(row.price.minorUnits)
    add(row.price.currency.code)
    add(row.unit ?? "")
    add(row.category ?? "")
    add(row.store)
    add(row.expires?.description ?? "")
    add(row.location ?? "")
    add(row.note)
    add(row.lot.map(UUIDText.format) ?? "")
  }

  /// Adds an event row (its line number does not count).
  public mutating func add(_ row: EventRow) {
    add(row.date.description)
    add(row.item)
    add(row.kind.rawValue)
    add(row.quantity.thousandths)
    add(row.note)
    add(row.lot.map(UUIDText.format) ?? "")
  }

  /// The fingerprint so far, as 64 hexadecimal digits.
  public func hexDigest() -> String { hash.hexDigest() }

  /// Adds one text value, preceded by its length in UTF-8 bytes (8 bytes, little-endian) so
  /// that no two rows run together alike.
  private mutating func add(_ field: String) {
    add(Int64(field.utf8.count))
    hash.update(field.utf8)
  }

  /// Adds one whole number as 8 bytes, little-endian.
  private mutating func add(_ number: Int64) {
    withUnsafeBytes(of: number.littleEndian) { hash.update($0) }
  }
}
