/// A streaming RFC 4180 reader that knows where every record starts.
///
/// It pulls bytes from a chunk source, so a file of any size is read in constant memory.
/// It accepts what spreadsheets write (a UTF-8 BOM, CRLF or LF line ends, blank lines)
/// and refuses what it cannot read exactly: invalid UTF-8, NUL bytes, an unclosed quote,
/// text after a closing quote, a field over `maxFieldBytes`, or a record of more than
/// `maxFields` fields (so that a row of commas cannot take memory without bound).
public struct CSVReader {
  /// The longest field accepted, in bytes.
  public static let maxFieldBytes = 100_000
  /// The most fields one record may hold: far more than any Larder file's columns.
  public static let maxFields = 1_000

  private let source: () throws -> [UInt8]?
  private var buffer: [UInt8] = []
  private var position = 0
  private var atEnd = false
  private var line = 1
  private var startedFile = false
  /// The number of fields of the last record, to make room for as many in the next.
  private var lastWidth = 0

  /// Creates a reader that calls `source` for the next chunk of bytes until it returns nil.
  public init(source: @escaping () throws -> [UInt8]?) {
    self.source = source
  }

  /// Creates a reader over bytes already in memory.
  public init(bytes: [UInt8]) {
    var handed = false
    self.init(source: {
      defer { handed = true }
      return handed ? nil : bytes
    })
  }

  private mutating func nextByte() throws -> UInt8? {
    while position == buffer.count {
      if atEnd { return nil }
      if let chunk = try source() {
        buffer = chunk
        position = 0
      } else {
        atEnd = true
        return nil
      }
    }
    defer { position += 1 }
    return buffer[position]
  }

  private mutating func peekByte() throws -> UInt8? {
    guard let byte = try nextByte() else { return nil }
    position -= 1
    return byte
  }

  private enum State { case fieldStart, unquoted, quoted, afterQuote }

  /// Reads the next record, skipping blank lines, or returns nil at the end of the input.
  ///
  /// - Throws: `CSVError` naming the line and the field's column; errors of the source.
  public mutating func next() throws -> CSVRecord? {
    if !startedFile {
      startedFile = true
      try skipByteOrderMark()
    }
    var fields: [String] = []
    fields.reserveCapacity(lastWidth)
    var field: [UInt8] = []
    var state = State.fieldStart
    var recordLine = line
    var fieldLine = line

    func finishField() throws {
      guard fields.count < CSVReader.maxFields else {
        throw CSVError(
          line: fieldLine, column: fields.count + 1,
          problem: .tooManyFields)
      }
      // ASCII is valid UTF-8 as it is: only other bytes need the validating decoder.
      if field.allSatisfy({ $0 < 0x80 }) {
        fields.append(String(decoding: field, as: UTF8.self))
      } else if let text = String(validating: field, as: UTF8.self) {
        fields.append(text)
      } else {
        throw CSVError(line: fieldLine, column: fields.count + 1, problem: .notUTF8)
      }
      field.removeAll(keepingCapacity: true)
    }

    while true {
      // The bytes up to the next one that means something here are taken in one step.
      if state != .afterQuote {
        let start = position
        var end = start
        while end < buffer.count, !CSVReader.endsRun(buffer[end], quoted: state == .quoted) {
          end += 1
        }
        if end > start {
          field.append(contentsOf: buffer[start..<end])
          position = end
          if state == .fieldStart { state = .unquoted }
          if field.count > CSVReader.maxFieldBytes {
            throw CSVError(
              line: fieldLine, column: fields.count + 1,
              problem: .tooLong)
          }
        }
      }
      guard let byte = try nextByte() else {
        if state == .quoted {
          throw CSVError(line: fieldLine, column: fields.count + 1, problem: .unclosedQuote)
        }
        if fields.isEmpty && field.isEmpty && state == .fieldStart { return nil }
        try finishField()
        lastWidth = fields.count
        return CSVRecord(fields: fields, line: recordLine)
      }
      if byte == 0 {
        throw CSVError(line: line, column: fields.count + 1, problem: .nulByte)
      }
      switch (state, byte) {
      case (.quoted, UInt8(ascii: "\"")):
        if try peekByte() == UInt8(ascii: "\"") {
          _ = try nextByte()
          field.append(byte)
        } else {
          state = .afterQuote
        }
        continue
      case (.quoted, _):
        if byte == UInt8(ascii: "\n") { line += 1 }
        field.append(byte)
      case (.fieldStart, UInt8(ascii: "\"")):
        state = .quoted
        fieldLine = line
        continue
      case (_, UInt8(ascii: ",")):
        try finishField()
        state = .fieldStart
        fieldLine = line
        continue
      case (_, UInt8(ascii: "\r")):
        guard try peekByte() == UInt8(ascii: "\n") else {
          throw CSVError(
            line: line, column: fields.count + 1, problem: .bareCR)
        }
        continue
      case (_, UInt8(ascii: "\n")):
        line += 1
        if fields.isEmpty && field.isEmpty && state == .fieldStart {
          recordLine = line
          fieldLine = line
          continue
        }
        try finishField()
        lastWidth = fields.count
        return CSVRecord(fields: fields, line: recordLine)
      case (.afterQuote, _):
        throw CSVError(
          line: line, column: fields.count + 1, problem: .textAfterQuote)
      case (.unquoted, UInt8(ascii: "\"")):
        throw CSVError(
          line: line, column: fields.count + 1,
          problem: .quoteInUnquotedField)
      default:
        state = .unquoted
        field.append(byte)
      }
      if field.count > CSVReader.maxFieldBytes {
        throw CSVError(
          line: fieldLine, column: fields.count + 1,
          problem: .tooLong)
      }
    }
  }

  /// Whether `byte` ends a run of plain field bytes: a quote, a NUL, a line end, and
  /// outside quotes a comma.
  private static func endsRun(_ byte: UInt8, quoted: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0: return true
    case UInt8(ascii: ","): return !quoted
    default: return false
    }
  }

  private mutating func skipByteOrderMark() throws {
    let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    // The source may hand over the mark split across chunks: gather three bytes first.
    while buffer.count - position < mark.count && !atEnd {
      if let chunk = try source() {
        buffer = Array(buffer[position...]) + chunk
        position = 0
      } else {
        atEnd = true
      }
    }
    if buffer[position...].starts(with: mark) { position += mark.count }
  }
}

/// One record of a CSV file and the line it starts on.
public struct CSVRecord: Hashable, Sendable {
  /// The fields, unquoted.
  public var fields: [String]
  /// The 1-based line on which the record starts.
  public var line: Int
}

/// A CSV file that cannot be read exactly, with where.
public struct CSVError: Error, Hashable, Sendable {
  /// The 1-based line of the problem.
  public var line: Int
  /// The 1-based field number of the problem.
  public var column: Int
  /// What is wrong with the field.
  public var problem: Problem

  /// Creates the error of the field at `line` and `column`.
  public init(line: Int, column: Int, problem: Problem) {
    self.line = line
    self.column = column
    self.problem = problem
  }

  /// What is wrong with a field, as a value a program words for its reader.
  public enum Problem: Hashable, Sendable, CaseIterable {
    /// A field past `CSVReader.maxFields` in its row.
    case tooManyFields
    case notUTF8
    /// A field longer than `CSVReader.maxFieldBytes`.
    case tooLong
    case unclosedQuote
    case nulByte
    /// A carriage return that does not end a line, outside quotes.
    case bareCR
    case textAfterQuote
    case quoteInUnquotedField

  }
}
