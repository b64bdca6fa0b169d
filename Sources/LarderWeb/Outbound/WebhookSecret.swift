import Foundation

/// A webhook's secret as Standard Webhooks writes it, `whsec_` then the key in base64
/// (`$LARDER_WEBHOOK_SECRET`): the key is 24 to 64 bytes.
public struct WebhookSecret: Sendable, Hashable {
  /// The key's bytes, which sign.
  let key: [UInt8]

  /// The fewest and most bytes a key may have, as Standard Webhooks advises.
  static let keyBytes = 24...64

  /// The secret `text` writes; nil unless it is `whsec_` and 24 to 64 bytes in base64
  /// (padded or not).
  public init?(_ text: String) {
    let prefix = "whsec_"
    guard text.hasPrefix(prefix) else { return nil }
    var encoded = String(text.dropFirst(prefix.count))
    guard !encoded.isEmpty, encoded.count <= 200 else { return nil }
    while encoded.count % 4 != 0 { encoded += "=" }
    guard let data = Data(base64Encoded: encoded), Self.keyBytes.contains(data.count) else {
      return nil
    }
    key = Array(data)
  }

  /// The secret of `key`'s bytes, for tests.
  init(key: [UInt8]) { self.key = key }
}
