import Foundation

/// How wide the help is laid out: `$COLUMNS`, else the terminal's width, else 80.
enum TerminalWidth {
  /// The width for text written to `descriptor`: `$COLUMNS` when it is a whole number from
  /// 20 to 1000, else the width of the terminal `descriptor` is (nil: not a terminal), else 80.
  static func columns(_ environment: [String: String], descriptor: Int32?) -> Int {
    if let text = environment["COLUMNS"], let columns = Int(text), (20...1000).contains(columns) {
      return columns
    }
    var size = winsize()
    if let descriptor, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 {
      return Int(size.ws_col)
    }
    return 80
  }
}
