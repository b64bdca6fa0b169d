import LarderCore
import LarderLanguage

/// The digest as plain text, for the text part of the e-mail or for a terminal.
public struct DigestText {
  let sections: DigestSections

  /// Creates the text for a digest, in `localization`'s language and formats.
  public init(_ digest: Digest, localization: Localization = .current) {
    sections = DigestSections(digest, Formats(localization))
  }

  /// The same in the current language, with formats of `locale` (an ICU identifier such
  /// as `fr_FR`).
  public init(_ digest: Digest, locale: String) {
    self.init(digest, localization: Localization(Localization.current.language, locale: locale))
  }

  /// The text, with LF line ends.
  public func rendered() -> String {
    let texts = sections.localization
    var lines = [sections.title, ""]
    if let tonight = sections.tonight { lines += [tonight.headline, tonight.detail, ""] }
    for section in sections.sections {
      lines.append(section.title.uppercased())
      for group in section.groups {
        if let label = group.label { lines.append(texts.tr("{label}:", ["label": label])) }
        for line in group.lines {
          lines.append(
            texts.tr(
              "- {item}: {detail} ({amount})",
              ["item": line.item, "detail": line.detail, "amount": line.amount]))
        }
      }
      if let total = section.total { lines.append(texts.tr("{sentence}.", ["sentence": total])) }
      lines.append("")
    }
    if let note = sections.shortHistory { lines += [note, ""] }
    lines += [texts.trc("Spending", context: "digest section").uppercased(), sections.spending, ""]
    return lines.joined(separator: "\n")
  }
}
