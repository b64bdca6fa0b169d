/// Splits a stream of bytes into lines (LF, a CR before it dropped) in constant memory: a
/// line longer than `maximumBytes` is passed over, not held, and reported as too long.
public struct LineReader {
  /// A line, or the fact that one was too long to keep.
  public enum Line {
    /// Its bytes, without the line end; a slice of the chunk read where the line is whole in
    /// it, so that most lines are not copied.
    case text(ArraySlice<UInt8>)
    case tooLong
  }

  /// The longest line kept, in bytes.
  public let maximumBytes: Int
  private let source: () throws -> [UInt8]?
  private var buffer: [UInt8] = []
  private var position = 0
  private var atEnd = false

  /// A reader that calls `source` for the next chunk of bytes until it returns nil.
  public init(maximumBytes: Int, source: @escaping () throws -> [UInt8]?) {
    self.maximumBytes = maximumBytes
    self.source = source
  }

  /// The next line that is not empty, or nil at the end of the input.
  ///
  /// - Throws: the errors of the source.
  public mutating func next() throws -> Line? {
    var line: ArraySlice<UInt8> = []
    var overlong = false
    while true {
      if position == buffer.count {
        guard !atEnd, let chunk = try source() else {
          atEnd = true
          if overlong { return .tooLong }
          return line.isEmpty ? nil : .text(line)
        }
        buffer = chunk
        position = 0
        continue
      }
      let end = buffer[position...].firstIndex(of: 0x0A) ?? buffer.count
      if line.isEmpty, !overlong, end < buffer.count, end - position <= maximumBytes {
        var whole = buffer[position..<end]
        position = end + 1
        if whole.last == 0x0D { whole.removeLast() }
        if whole.isEmpty { continue }
        return .text(whole)
      }
      if !overlong {
        if line.count + (end - position) > maximumBytes {
          overlong = true
          line = []
        } else {
          line.append(contentsOf: buffer[position..<end])
        }
      }
      position = end
      if end < buffer.count {
        position += 1
        if overlong { return .tooLong }
        if line.last == 0x0D { line.removeLast() }
        if !line.isEmpty { return .text(line) }
      }
    }
  }
}
