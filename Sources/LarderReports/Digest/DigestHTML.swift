import LarderCore

/// The digest as an HTML e-mail body: table layout and inline styles only, which common
/// mail clients render, and every piece of user text escaped.
public struct DigestHTML {
  let sections: DigestSections

  /// Creates the HTML for a digest, with money in `locale`'s style.
  public init(_ digest: Digest, locale: String) {
    sections = DigestSections(digest, money: MoneyFormatter(locale: locale))
  }

  /// `&`, `<`, `>`, `"` and `'` as character references.
  public static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// The HTML document.
  public func rendered() -> String {
    let font = "font-family:Arial,Helvetica,sans-serif;color:#222222;"
    var rows: [String] = [
      "<tr><td colspan=\"3\" style=\"padding:16px 16px 8px;font-size:20px;font-weight:bold;\(font)\">"
        + DigestHTML.escape(sections.title) + "</td></tr>"
    ]
    for section in sections.sections {
      rows.append(
        "<tr><td colspan=\"3\" style=\"padding:16px 16px 4px;font-size:16px;font-weight:bold;"
          + "border-bottom:2px solid #dddddd;\(font)\">" + DigestHTML.escape(section.title)
          + "</td></tr>")
      for group in section.groups {
        if let label = group.label {
          rows.append(
            "<tr><td colspan=\"3\" style=\"padding:8px 16px 2px;font-size:14px;"
              + "font-weight:bold;color:#555555;font-family:Arial,Helvetica,sans-serif;\">"
              + DigestHTML.escape(label) + "</td></tr>")
        }
        for line in group.lines {
          rows.append(
            "<tr><td style=\"padding:4px 16px;font-size:14px;\(font)\">"
              + DigestHTML.escape(line.item) + "</td>"
              + "<td style=\"padding:4px 8px;font-size:14px;\(font)\">"
              + DigestHTML.escape(line.detail) + "</td>"
              + "<td align=\"right\" style=\"padding:4px 16px;font-size:14px;\(font)\">"
              + DigestHTML.escape(line.amount) + "</td></tr>")
        }
      }
      if let total = section.total {
        rows.append(
          "<tr><td colspan=\"3\" align=\"right\" style=\"padding:4px 16px 8px;font-size:14px;"
            + "font-weight:bold;\(font)\">" + DigestHTML.escape(total) + "</td></tr>")
      }
    }
    rows.append(
      "<tr><td colspan=\"3\" style=\"padding:16px;font-size:14px;border-top:2px solid #dddddd;"
        + "\(font)\">" + DigestHTML.escape(sections.spending) + "</td></tr>")
    return """
      <!DOCTYPE html>
      <html><head><meta charset="utf-8"><title>\(DigestHTML.escape(sections.title))</title></head>
      <body style="margin:0;padding:0;background-color:#f4f4f4;">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f4f4;">
      <tr><td align="center" style="padding:16px 8px;">
      <table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-collapse:collapse;">
      \(rows.joined(separator: "\n"))
      </table>
      </td></tr>
      </table>
      </body></html>

      """
  }
}
