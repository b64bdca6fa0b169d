import CSQLite

/// SQLite's primary result codes that Larder tells apart, by name: the low 8 bits of an
/// extended result code. Any other code is `.other`, with its number.
public enum ResultCode: Hashable, Sendable {
  /// `SQLITE_ERROR`: a generic error, such as a syntax error or "integer overflow".
  case error
  /// `SQLITE_PERM`: the operating system refused access.
  case permission
  /// `SQLITE_BUSY`: another connection holds the lock.
  case busy
  /// `SQLITE_READONLY`: an attempt to write a read-only database.
  case readOnly
  /// `SQLITE_IOERR`: the operating system reported an I/O error.
  case ioError
  /// `SQLITE_CORRUPT`: the file is damaged.
  case corrupt
  /// `SQLITE_FULL`: the disk is full.
  case full
  /// `SQLITE_CANTOPEN`: the file (or its journal) cannot be opened.
  case cannotOpen
  /// `SQLITE_TOOBIG`: a string or blob is too large.
  case tooBig
  /// `SQLITE_CONSTRAINT`: a constraint failed.
  case constraint
  /// `SQLITE_NOTADB`: the file is not a database.
  case notADatabase
  /// Any other primary code.
  case other(Int32)

  /// The primary code of `code`, an extended or primary result code.
  init(_ code: Int32) {
    switch code & 0xFF {
    case SQLITE_ERROR: self = .error
    case SQLITE_PERM: self = .permission
    case SQLITE_BUSY: self = .busy
    case SQLITE_READONLY: self = .readOnly
    case SQLITE_IOERR: self = .ioError
    case SQLITE_CORRUPT: self = .corrupt
    case SQLITE_FULL: self = .full
    case SQLITE_CANTOPEN: self = .cannotOpen
    case SQLITE_TOOBIG: self = .tooBig
    case SQLITE_CONSTRAINT: self = .constraint
    case SQLITE_NOTADB: self = .notADatabase
    case let primary: self = .other(primary)
    }
  }
}

/// SQLite's extended result codes that Larder names, built as SQLite's header builds them
/// (its function-like macros do not reach Swift).
enum ExtendedResultCode {
  /// `SQLITE_CONSTRAINT_FOREIGNKEY`: a foreign key does not match.
  static let foreignKeyConstraint: Int32 = SQLITE_CONSTRAINT | (3 << 8)
  /// `SQLITE_CONSTRAINT_UNIQUE`: a value a UNIQUE index already holds.
  static let uniqueConstraint: Int32 = SQLITE_CONSTRAINT | (8 << 8)
}
