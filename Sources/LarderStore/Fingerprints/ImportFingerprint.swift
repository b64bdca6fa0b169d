import LarderCore

/// The SHA-256 fingerprint of an import file's rows as Larder stores them.
///
/// Two files with the same rows have the same fingerprint whatever their line ends, byte
/// order mark, blank lines, quoting, column order, row order or white space around names,
/// so that the same purchases are never imported twice by accident. A row is taken as it
/// would be stored, without looking at the database (so that editing an item between two
/// imports changes nothing): its item by its name key (the case and Unicode form the
/// import folds onto an existing item), a quantity of grams, kilograms, litres… in the
/// family's smallest unit, and an optional column holding what a new item takes anyway
/// (unit `pcs`, category `other`) as if it were absent; the currency is the row's, the
/// default one filled in.
///
/// Each row is hashed alone and the rows' digests are added modulo 2^256, so the order of
/// the rows does not count; the fingerprint is the SHA-256 of the kind, the number of rows
/// and that sum.
///
/// Imports recorded before this rule (`scheme` 2) hold the fingerprint of the rows as
/// written, in order; with `legacy`, that one is kept too, to recognise them.
public struct ImportFingerprint: Sendable {
  /// The scheme this fingerprint follows, recorded with each import.
  public static let scheme = 3

  private let format: ImportFormat
  private var rows: Int64 = 0
  private var sum: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  private var legacy: SHA256?

  /// Starts the fingerprint of a file of `format`; with `legacy`, also the fingerprint of
  /// the rows as written that earlier Larders recorded.
  public init(format: ImportFormat, legacy: Bool = false) {
    self.format = format
    if legacy {
      var hash = SHA256()
      Self.add(format.rawValue, to: &hash)
      self.legacy = hash
    }
  }

  /// Adds a purchase row (its line number does not count) whose item's name key
  /// (`SearchKey.nameKey`) is `nameKey`.
  public mutating func add(_ row: PurchaseRow, nameKey: String) {
    var hash = SHA256()
    let (quantity, unit) = Self.canonical(row.quantity, row.unit)
    Self.add(
      row, item: nameKey, quantity: quantity, unit: unit,
      category: row.category == "other" ? "" : row.category ?? "", to: &hash)
    addRow(hash)
    guard var written = legacy else { return }
    Self.add(
      row, item: row.item, quantity: row.quantity, unit: row.unit ?? "",
      category: row.category ?? "", to: &written)
    legacy = written
  }

  /// Adds an event row (its line number does not count) whose item's name key is
  /// `nameKey`.
  public mutating func add(_ row: EventRow, nameKey: String) {
    var hash = SHA256()
    Self.add(row, item: nameKey, to: &hash)
    addRow(hash)
    guard var written = legacy else { return }
    Self.add(row, item: row.item, to: &written)
    legacy = written
  }

  /// Hashes a purchase row's values in their one order, with the item, quantity, unit and
  /// category given (as stored, or as written for the legacy fingerprint).
  private static func add(
    _ row: PurchaseRow, item: String, quantity: Quantity, unit: String, category: String,
    to hash: inout SHA256
  ) {
    add(row.date.description, to: &hash)
    add(item, to: &hash)
    add(quantity.thousandths, to: &hash)
    add(row.price.minorUnits, to: &hash)
    add(row.price.currency.code, to: &hash)
    add(unit, to: &hash)
    add(category, to: &hash)
    add(row.store, to: &hash)
    add(row.expires?.description ?? "", to: &hash)
    add(row.location ?? "", to: &hash)
    add(row.note, to: &hash)
    add(row.lot.map(UUIDText.format) ?? "", to: &hash)
  }

  /// Hashes an event row's values in their one order, with the item given.
  private static func add(_ row: EventRow, item: String, to hash: inout SHA256) {
    add(row.date.description, to: &hash)
    add(item, to: &hash)
    add(row.kind.rawValue, to: &hash)
    add(row.quantity.thousandths, to: &hash)
    add(row.note, to: &hash)
    add(row.lot.map(UUIDText.format) ?? "", to: &hash)
  }

  /// The fingerprint so far, as 64 hexadecimal digits.
  public func hexDigest() -> String {
    var hash = SHA256()
    Self.add(format.rawValue, to: &hash)
    Self.add(rows, to: &hash)
    for word in [sum.0, sum.1, sum.2, sum.3] { Self.add(Int64(bitPattern: word), to: &hash) }
    return hash.hexDigest()
  }

  /// The fingerprint of the rows as written, as earlier Larders recorded it, when asked
  /// for at the start.
  public func legacyHexDigest() -> String? { legacy?.hexDigest() }

  /// A quantity and unit the same whatever unit of its family a row wrote: a mass in grams,
  /// a volume in millilitres, `pcs` (what a new item takes) as no unit, any other unit as
  /// written.
  static func canonical(_ quantity: Quantity, _ unit: String?) -> (Quantity, String) {
    guard let unit, unit != "pcs" else { return (quantity, "") }
    let written = Unit(unit)
    let base: Unit
    switch written.family {
    case .mass: base = Unit("g")
    case .volume: base = Unit("ml")
    case .count: return (quantity, unit)
    }
    do { return (try written.convert(quantity, to: base), base.symbol) } catch {
      // Past the bound of one lot in the smaller unit: kept as written (the import refuses
      // such a row anyway).
      return (quantity, unit)
    }
  }

  /// Adds one row's digest to the sum, modulo 2^256.
  private mutating func addRow(_ hash: SHA256) {
    let row = hash.words()
    var carry = false
    func add(_ total: inout UInt64, _ word: UInt64) {
      let (first, overflow1) = total.addingReportingOverflow(word)
      let (second, overflow2) = first.addingReportingOverflow(carry ? 1 : 0)
      total = second
      carry = overflow1 || overflow2
    }
    add(&sum.3, row.3)
    add(&sum.2, row.2)
    add(&sum.1, row.1)
    add(&sum.0, row.0)
    rows += 1
  }

  /// Adds one text value, preceded by its length in UTF-8 bytes (8 bytes, little-endian) so
  /// that no two rows run together alike.
  private static func add(_ field: String, to hash: inout SHA256) {
    add(Int64(field.utf8.count), to: &hash)
    hash.update(field.utf8)
  }

  /// Adds one whole number as 8 bytes, little-endian.
  private static func add(_ number: Int64, to hash: inout SHA256) {
    withUnsafeBytes(of: number.littleEndian) { hash.update($0) }
  }
}
