import LarderCore
import LarderLanguage

/// The digest as an HTML e-mail body: table layout and inline styles only, which common
/// mail clients render, and every piece of user text escaped by `HTML`.
public struct DigestHTML {
  let sections: DigestSections

  /// Creates the HTML for a digest, in `localization`'s language and formats.
  public init(_ digest: Digest, localization: Localization = .current) {
    sections = DigestSections(digest, Formats(localization))
  }

  /// The same in the current language, with formats of `locale` (an ICU identifier such
  /// as `fr_FR`).
  public init(_ digest: Digest, locale: String) {
    self.init(digest, localization: Localization(Localization.current.language, locale: locale))
  }

  /// The style block: on a narrow screen (a phone) each line's cells stack, so nothing
  /// needs sideways scrolling. Clients that drop it keep the inline styles, which wrap.
  static let style: HTML = """
    <style>
    @media only screen and (max-width: 480px) {
      .larder-line td { display: block !important; width: auto !important; text-align: left !important; padding: 2px 12px !important; }
      .larder-line td.larder-item { padding-top: 10px !important; font-weight: bold; }
    }
    </style>
    """

  /// The inline font of every cell.
  static let font: HTML = "font-family:Arial,Helvetica,sans-serif;color:#222222;"
  /// The inline style that lets a long word wrap instead of widening the column.
  static let wrap: HTML = "word-break:break-word;overflow-wrap:anywhere;"

  /// The HTML document: one column at most 600 pixels wide that narrows with the screen;
  /// a heading per section (spending too); expired lots marked in red with a bar.
  public func rendered() -> String {
    let font = Self.font
    let wrap = Self.wrap
    var rows: [HTML] = [
      """
      <tr><td colspan="3" style="padding:16px 16px 8px;font-size:20px;font-weight:bold;\(font)">\
      \(sections.title)</td></tr>
      """
    ]
    if let tonight = sections.tonight {
      rows.append(
        """
        <tr><td colspan="3" style="padding:4px 16px 8px;font-size:14px;\(font)\(wrap)">\
        <strong>\(tonight.headline)</strong><br>\(tonight.detail)</td></tr>
        """)
    }
    for section in sections.sections {
      rows.append(Self.heading(section.title))
      for group in section.groups {
        if let label = group.label {
          rows.append(
            """
            <tr><td colspan="3" style="padding:8px 16px 2px;font-size:14px;font-weight:bold;\
            color:#555555;font-family:Arial,Helvetica,sans-serif;">\(label)</td></tr>
            """)
        }
        for line in group.lines {
          let alert: HTML = line.isAlert ? "color:#b71c1c;" : ""
          let bar: HTML =
            line.isAlert ? "border-left:4px solid #b71c1c;" : "border-left:4px solid #ffffff;"
          rows.append(
            """
            <tr class="larder-line"><td class="larder-item" style="padding:4px 12px;\
            font-size:14px;\(bar)\(font)\(alert)\(wrap)">\(line.item)</td>\
            <td style="padding:4px 8px;font-size:14px;\(font)\(alert)\(wrap)">\(line.detail)</td>\
            <td align="right" style="padding:4px 16px;font-size:14px;\(font)\(alert)\(wrap)">\
            \(line.amount)</td></tr>
            """)
        }
      }
      if let total = section.total {
        rows.append(
          """
          <tr><td colspan="3" align="right" style="padding:4px 16px 8px;font-size:14px;\
          font-weight:bold;\(font)\(wrap)">\(total)</td></tr>
          """)
      }
    }
    if let note = sections.shortHistory {
      rows.append(
        """
        <tr><td colspan="3" style="padding:8px 16px;font-size:14px;\(font)\(wrap)">\(note)</td></tr>
        """)
    }
    rows.append(Self.heading(sections.localization.trc("Spending", context: "digest section")))
    rows.append(
      """
      <tr><td colspan="3" style="padding:8px 16px 16px;font-size:14px;\(font)\(wrap)">\
      \(sections.spending)</td></tr>
      """)
    let document: HTML = """
      <!DOCTYPE html>
      <html lang="\(sections.localization.language.code)"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(sections.title)</title>
      \(Self.style)
      </head>
      <body style="margin:0;padding:0;background-color:#f4f4f4;">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f4f4;">
      <tr><td align="center" style="padding:16px 8px;">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-collapse:collapse;">
      \(rows.joined(separator: "\n"))
      </table>
      </td></tr>
      </table>
      </body></html>

      """
    return document.text
  }

  /// A section's heading row.
  static func heading(_ text: String) -> HTML {
    """
    <tr><td colspan="3" style="padding:16px 16px 4px;font-size:16px;font-weight:bold;\
    border-bottom:2px solid #dddddd;\(font)">\(text)</td></tr>
    """
  }
}
