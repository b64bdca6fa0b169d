/// The separator a language writes before a number's decimals, which typed numbers may use.
public enum DecimalSeparator: String, Hashable, Sendable, CaseIterable {
  /// `.`, as in `0.5`: English, Chinese, Japanese. Only `.` is read.
  case point = "."
  /// `,`, as in `0,5`: French. `,` and `.` are both read as the decimal separator.
  case comma = ","
}
