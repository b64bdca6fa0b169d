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
    for field in [
      row.date.description, row.item, String(row.quantity.thousandths),
      String(row.price.minorUnits), row.price.currency.code, row.unit ?? "", row.category ?? "",
      row.store, row.expires?.description ?? "", row.location ?? "", row.note,
      row.lot.map(UUIDText.format) ?? "",
    ] {
      add(field)
    }
  }

  /// Adds an event row (its line number does not count).
  public mutating func add(_ row: EventRow) {
    for field in [
      row.date.description, row.item, row.kind.rawValue, String(row.quantity.thousandths),
      row.note, row.lot.map(UUIDText.format) ?? "",
    ] {
      add(field)
    }
  }

  /// The fingerprint so far, as 64 hexadecimal digits.
  public func hexDigest() -> String { hash.hexDigest() }

  /// Adds one value, preceded by its length so that no two rows run together alike.
  private mutating func add(_ field: String) {
    hash.update(Array(String(field.utf8.count).utf8) + [0x3A])
    hash.update(field.utf8)
  }
}
