/// `--locale L`: the locale money is written in. When absent, the environment's
/// (`LC_ALL`, `LC_MONETARY` or `LANG`, without encoding or modifier), else `en_US`.
struct LocaleOption: OptionGroup {
  /// `--locale` as the digest and the calendar take it.
  static let standard = LocaleOption(help: "The locale for money, such as fr_FR.")

  /// The option itself; absent, it reads as nil and `identifier` asks the environment.
  let option: Option<String?>

  /// `--locale` with its own help (the report uses it only for Markdown).
  init(help: String) {
    option = .text("locale", "locale", help, describedDefault: "$LANG, else en_US")
  }

  var specs: [OptionSpec] { option.specs }

  /// The locale from `--locale`, else `LC_ALL`, `LC_MONETARY` or `LANG` (ignoring `C` and
  /// `POSIX`), else `en_US`.
  ///
  /// - Throws: `UsageError` only as every option read does; any text is a locale.
  func identifier(_ command: ParsedCommand, _ context: Context) throws(UsageError) -> String {
    if let locale = try command[option] { return locale }
    for key in ["LC_ALL", "LC_MONETARY", "LANG"] {
      if let value = context.environment[key], !value.isEmpty, value != "C", value != "POSIX" {
        return String(value.prefix { $0 != "." && $0 != "@" })
      }
    }
    return "en_US"
  }
}
