import LarderCore
import LarderLanguage

/// The digest's summary line, the e-mail's subject unless one is given, e.g.
/// "Larder: 1 expired, 3 expiring by Thu 3 Dec, 2 to restock".
public struct DigestSubject {
  let digest: Digest
  let formats: Formats

  /// Creates the subject line for a digest, in `localization`'s language.
  public init(_ digest: Digest, localization: Localization = .current) {
    self.digest = digest
    self.formats = Formats(localization)
  }

  /// The line, or "Larder: nothing to act on".
  public func rendered() -> String {
    let texts = formats.localization
    var parts: [String] = []
    if !digest.expired.isEmpty {
      parts.append(texts.trn("{count} expired", "{count} expired", count: digest.expired.count))
    }
    if !digest.expiring.isEmpty {
      parts.append(
        texts.trn(
          "{count} expiring by {date}", "{count} expiring by {date}",
          count: digest.expiringCount, ["date": formats.shortDay(digest.expiringThrough)]))
    }
    if !digest.wasteAtPace.isEmpty {
      parts.append(
        texts.trn(
          "{count} going to waste at this pace", "{count} going to waste at this pace",
          count: digest.wasteAtPace.count))
    }
    if !digest.budgetsAtRisk.isEmpty {
      parts.append(
        texts.trn(
          "{count} over budget or on pace to be", "{count} over budget or on pace to be",
          count: digest.budgetsAtRisk.count))
    }
    if !digest.restock.isEmpty {
      parts.append(
        texts.trn("{count} to restock", "{count} to restock", count: digest.restock.count))
    }
    guard !parts.isEmpty else { return texts.tr("Larder: nothing to act on") }
    return texts.tr("Larder: {summary}", ["summary": texts.list(parts)])
  }
}
