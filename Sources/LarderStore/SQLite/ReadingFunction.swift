import CSQLite

/// `larder_reading()`: the language a connection's reader reads names in (a BCP 47 code
/// such as `ja`), or NULL when none is set; and `larder_word(code)`: the reader's word for a
/// code the household never named (the default category `other` is `autre` in French), or
/// the code. The names shown (`ShownNameSQL`) take an item's or a category's name in that
/// language when it has one.
///
/// Not deterministic: the language may change between two runs of a cached statement.
enum ReadingFunction {
  static let name = "larder_reading"
  static let word = "larder_word"

  /// The language and its words, held by the connection and read by the functions through
  /// their pointer.
  final class Language {
    var code: String?
    var words: [String: String] = [:]
  }

  /// Makes the function known to the connection `handle`, reading `language`, which the
  /// connection keeps alive as long as itself.
  static func register(on handle: OpaquePointer, _ language: Language) -> Int32 {
    sqlite3_create_function_v2(
      handle, name, 0, SQLITE_UTF8, Unmanaged.passUnretained(language).toOpaque(),
      { context, _, _ in
        guard let context, let data = sqlite3_user_data(context) else { return }
        let language = Unmanaged<Language>.fromOpaque(data).takeUnretainedValue()
        guard let code = language.code else {
          sqlite3_result_null(context)
          return
        }
        sqlite3_result_text(context, code, -1, sqliteTransient)
      }, nil, nil, nil)
  }

  /// Makes `larder_word` known to the connection `handle`, reading `language`'s words.
  static func registerWord(on handle: OpaquePointer, _ language: Language) -> Int32 {
    sqlite3_create_function_v2(
      handle, word, 1, SQLITE_UTF8, Unmanaged.passUnretained(language).toOpaque(),
      { context, count, arguments in
        guard let context, let data = sqlite3_user_data(context), count == 1, let arguments,
          let argument = arguments[0], let text = sqlite3_value_text(argument)
        else {
          if let context { sqlite3_result_null(context) }
          return
        }
        let language = Unmanaged<Language>.fromOpaque(data).takeUnretainedValue()
        let code = String(cString: text)
        sqlite3_result_text(context, language.words[code] ?? code, -1, sqliteTransient)
      }, nil, nil, nil)
  }
}
