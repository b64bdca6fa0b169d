import LarderLanguage

extension Larder {
  /// The conventions typed values are read in: those of `--locale` where the command
  /// takes it and it is given (`--locale fr_FR` reads `0,5` and `31/12`), else those of
  /// `localization`, the language with its usual region.
  static func readingLocalization(_ command: ParsedCommand, _ localization: Localization)
    -> Localization
  {
    guard command.spec.allOptions.contains(where: { $0.name == "locale" }),
      let text = command.values["locale"]?.last
    else { return localization }
    do { return Localization(localization.language, locale: try LocaleOption.known(text)) } catch {
      return localization
    }
  }
}
