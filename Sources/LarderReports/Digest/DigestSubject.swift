import LarderCore

/// The digest's summary line, the e-mail's subject unless one is given, e.g.
/// "Larder: 1 expired, 3 expiring by Thu 3 Dec, 2 to restock".
public struct DigestSubject {
  let digest: Digest

  /// Creates the subject line for a digest.
  public init(_ digest: Digest) {
    self.digest = digest
  }

  /// The line, or "Larder: nothing to act on".
  public func rendered() -> String {
    var parts: [String] = []
    if !digest.expired.isEmpty { parts.append("\(digest.expired.count) expired") }
    if !digest.expiring.isEmpty {
      parts.append(
        "\(digest.expiringCount) expiring by \(DayLabel.short(digest.expiringThrough))")
    }
    if !digest.wasteAtPace.isEmpty {
      parts.append("\(digest.wasteAtPace.count) going to waste at this pace")
    }
    if !digest.budgetsAtRisk.isEmpty {
      parts.append("\(digest.budgetsAtRisk.count) over budget or on pace to be")
    }
    if !digest.restock.isEmpty { parts.append("\(digest.restock.count) to restock") }
    return "Larder: " + (parts.isEmpty ? "nothing to act on" : parts.joined(separator: ", "))
  }
}
