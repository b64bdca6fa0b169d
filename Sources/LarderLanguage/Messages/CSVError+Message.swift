import LarderCore

extension CSVError: LocalizedMessage {
  /// The unreadable field in the language of `l`: its line and column, then what is wrong.
  public func message(_ l: Localization) -> String {
    l.tr(
      "line {line}, column {column}: the field {reason}",
      ["line": "\(line)", "column": "\(column)", "reason": problem.message(l)])
  }
}

extension CSVError.Problem {
  /// What is wrong with the field in the language of `l`, phrased to follow "the field".
  public func message(_ l: Localization) -> String {
    switch self {
    case .tooManyFields:
      l.tr(
        "is past the {max}th of its row, the most a row may hold", ["max": "\(CSVReader.maxFields)"]
      )
    case .notUTF8: l.tr("is not valid UTF-8")
    case .tooLong: l.tr("is longer than {max} bytes", ["max": "\(CSVReader.maxFieldBytes)"])
    case .unclosedQuote: l.tr("has an unclosed quote")
    case .nulByte: l.tr("contains a NUL byte")
    case .bareCR: l.tr("has a bare CR outside quotes")
    case .textAfterQuote: l.tr("has text after its closing quote")
    case .quoteInUnquotedField:
      l.tr("has a quote inside an unquoted field; quote the field and double the quote")
    }
  }
}
