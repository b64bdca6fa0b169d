import LarderErrors

/// An e-mail address checked to be a plain `local@domain` of printable ASCII, so that it
/// can go into a header or an SMTP envelope without breaking either.
public struct MailAddress: Hashable, Sendable, CustomStringConvertible {
  /// The address as given.
  public let description: String

  /// Checks an address.
  ///
  /// - Throws: `MailError.badAddress` for anything but one `@` between a non-empty local
  ///   part and domain of printable ASCII without spaces, quotes, commas, angle brackets
  ///   or line breaks.
  public init(_ text: String) throws(MailError) {
    let forbidden: Set<UInt8> = Array("\"(),:;<>[\\] ".utf8).reduce(into: []) { $0.insert($1) }
    let bytes = Array(text.utf8)
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, bytes.count <= 254,
      bytes.allSatisfy({ $0 > 32 && $0 < 127 && !forbidden.contains($0) }),
      !parts[1].hasPrefix("."), !parts[1].hasSuffix(".")
    else { throw .badAddress(text) }
    description = text
  }
}
