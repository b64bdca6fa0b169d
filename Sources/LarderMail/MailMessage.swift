import Foundation
import LarderCore

/// A complete RFC 5322 message with a plain-text and an HTML alternative (RFC 2046),
/// both UTF-8 and quoted-printable, every line ending in CRLF.
///
/// Header values come only from checked addresses and from text passed through
/// `HeaderText`, so no input can add or break a header.
public struct MailMessage: Sendable {
  /// The sender.
  public var from: MailAddress
  /// The recipients; the `To` header is left out when there are none.
  public var to: [MailAddress]
  /// The subject, on one line and RFC 2047-encoded when not ASCII.
  public var subject: String
  /// When the message was written.
  public var date: Date
  /// The host part of the `Message-ID`.
  public var host: String
  /// The plain-text body.
  public var text: String
  /// The HTML body.
  public var html: String

  /// Creates a message.
  public init(
    from: MailAddress, to: [MailAddress], subject: String, date: Date, host: String,
    text: String, html: String
  ) {
    self.from = from
    self.to = to
    self.subject = subject
    self.date = date
    self.host = host
    self.text = text
    self.html = html
  }

  /// The message as it goes to sendmail or an SMTP server.
  public func rendered() -> String {
    let id = UUIDText.format(UUID())
    let boundary = "=_larder_" + id.replacingOccurrences(of: "-", with: "")
    var headers = [
      "Date: " + MailMessage.dateText(date),
      "From: " + from.description,
    ]
    if !to.isEmpty {
      headers.append("To: " + to.map(\.description).joined(separator: ",\r\n "))
    }
    headers += [
      "Subject: " + HeaderText.encoded(subject, headerName: "Subject"),
      "Message-ID: <\(id)@\(MailMessage.safeHost(host))>",
      "MIME-Version: 1.0",
      "Content-Type: multipart/alternative; boundary=\"\(boundary)\"",
    ]
    var lines = headers + ["", "This is a message in MIME format: a text and an HTML version."]
    for (type, body) in [("text/plain", text), ("text/html", html)] {
      lines += [
        "", "--" + boundary, "Content-Type: \(type); charset=utf-8",
        "Content-Transfer-Encoding: quoted-printable", "", QuotedPrintable.encode(body),
      ]
    }
    lines += ["--" + boundary + "--", ""]
    return lines.joined(separator: "\r\n")
  }

  /// A host name reduced to the letters, digits, dots and hyphens a header may hold.
  public static func safeHost(_ host: String) -> String {
    let kept = host.unicodeScalars.filter {
      $0.isASCII
        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "-")
    }
    return kept.isEmpty ? "localhost" : String(String.UnicodeScalarView(kept))
  }

  /// An RFC 5322 date such as `Sun, 29 Nov 2026 07:00:00 +0100`, in the local time zone.
  static func dateText(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
    return formatter.string(from: date)
  }
}
