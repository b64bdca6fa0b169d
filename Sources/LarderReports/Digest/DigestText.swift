import LarderCore

/// The digest as plain text, for the text part of the e-mail or for a terminal.
public struct DigestText {
  let sections: DigestSections

  /// Creates the text for a digest, with money in `locale`'s style.
  public init(_ digest: Digest, locale: String) {
    sections = DigestSections(digest, money: MoneyFormatter(locale: locale))
  }

  /// The text, with LF line ends.
  public func rendered() -> String {
    var lines = [sections.title, ""]
    for section in sections.sections {
      lines.append(section.title.uppercased())
      for group in section.groups {
        if let label = group.label { lines.append(label + ":") }
        for line in group.lines {
          lines.append("- \(line.item): \(line.detail) (\(line.amount))")
        }
      }
      if let total = section.total { lines.append(total + ".") }
      lines.append("")
    }
    lines += ["SPENDING", sections.spending, ""]
    return lines.joined(separator: "\n")
  }
}
