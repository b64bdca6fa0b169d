import Foundation

extension Larder {
  /// This process's environment variables, read from the C library's `environ` (the first
  /// of two settings of one name wins, as `getenv` has it). Cheaper at start-up than
  /// Foundation's `ProcessInfo`, which every command would pay for; each entry is split at
  /// its first `=` in its bytes, not its characters.
  public static func processEnvironment() -> [String: String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
      if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
        let name = String(decoding: bytes[..<equals], as: UTF8.self)
        if variables[name] == nil {
          variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
        }
      }
      entry += 1
    }
    return variables
  }
}
