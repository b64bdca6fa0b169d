import CSodium
import Foundation

/// Signs a webhook's message as Standard Webhooks specifies: HMAC-SHA256, keyed with the
/// secret, of `id.timestamp.body`, sent as `webhook-signature: v1,BASE64` beside
/// `webhook-id` and `webhook-timestamp` (Unix seconds).
public struct WebhookSigner: Sendable {
  let secret: WebhookSecret

  /// A signer with `secret`.
  public init(secret: WebhookSecret) { self.secret = secret }

  /// `v1,` and the base64 of the HMAC-SHA256 of `id.timestamp.body`.
  public func signature(id: String, timestamp: Int64, body: [UInt8]) -> String {
    let signed = Array("\(id).\(timestamp).".utf8) + body
    var state = crypto_auth_hmacsha256_state()
    var mac = [UInt8](repeating: 0, count: Int(crypto_auth_hmacsha256_BYTES))
    // libsodium's init, update and final take a key of any length (crypto_auth_hmacsha256
    // alone takes 32 bytes).
    _ = crypto_auth_hmacsha256_init(&state, secret.key, secret.key.count)
    _ = crypto_auth_hmacsha256_update(&state, signed, UInt64(signed.count))
    _ = crypto_auth_hmacsha256_final(&state, &mac)
    return "v1," + Data(mac).base64EncodedString()
  }

  /// The headers of one attempt: the content type and the three of Standard Webhooks.
  public func headers(id: String, timestamp: Int64, body: [UInt8]) -> [(String, String)] {
    [
      ("Content-Type", "application/json"), ("webhook-id", id),
      ("webhook-timestamp", String(timestamp)),
      ("webhook-signature", signature(id: id, timestamp: timestamp, body: body)),
    ]
  }
}
