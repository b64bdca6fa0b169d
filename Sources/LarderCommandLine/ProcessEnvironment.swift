import Foundation

extension Larder {
  /// This process's environment variables, read from the C library's `environ` (the first
  /// of two settings of one name wins, as `getenv` has it). Cheaper at start-up than
  /// Foundation's `ProcessInfo`, which every command would pay for.
  public static func processEnvironment() -> [String: String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        let name = String(text[..<equals])
        if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
      }
      entry += 1
    }
    return variables
  }
}
