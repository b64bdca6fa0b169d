import CSodium
import LarderErrors

/// Random tokens and password hashes, from libsodium.
public enum Secrets {
  /// Initialises libsodium; safe to call more than once.
  ///
  /// - Throws: `WebError.cryptoUnavailable` when it cannot start.
  public static func prepare() throws(WebError) {
    guard sodium_init() >= 0 else { throw .cryptoUnavailable }
  }

  /// `bytes` random bytes from the system's generator, as lower-case hex.
  public static func token(bytes: Int = 32) -> String {
    var buffer = [UInt8](repeating: 0, count: bytes)
    buffer.withUnsafeMutableBytes { bytes in
      if let base = bytes.baseAddress { randombytes_buf(base, bytes.count) }
    }
    return buffer.map { byte in
      let text = String(byte, radix: 16)
      return byte < 16 ? "0" + text : text
    }.joined()
  }

  /// The hash an API token is kept as: BLAKE2b of 32 bytes (libsodium's
  /// `crypto_generichash`), in lower-case hex. A token is 32 random bytes, so a fast hash
  /// keeps it as safe as a slow one would.
  public static func tokenHash(_ token: String) -> String {
    let bytes = Array(token.utf8)
    var hash = [UInt8](repeating: 0, count: 32)
    _ = crypto_generichash(&hash, hash.count, bytes, UInt64(bytes.count), nil, 0)
    return hash.map { byte in
      let text = String(byte, radix: 16)
      return byte < 16 ? "0" + text : text
    }.joined()
  }

  /// Whether `a` and `b` are equal, in a time that does not depend on where they differ.
  public static func same(_ a: String, _ b: String) -> Bool {
    let left = Array(a.utf8)
    let right = Array(b.utf8)
    guard left.count == right.count, !left.isEmpty else { return false }
    return sodium_memcmp(left, right, left.count) == 0
  }

  /// The fewest characters a household password may have.
  public static let minimumPasswordLength = 8

  /// `password` hashed with Argon2id (libsodium's `crypto_pwhash_str`, interactive limits:
  /// 64 MiB and a few tenths of a second), salted, in the self-describing text form that
  /// `verify` reads.
  ///
  /// - Throws: `WebError.passwordTooShort`, `.cryptoUnavailable` when memory runs out.
  public static func hash(password: String) throws(WebError) -> String {
    guard password.count >= minimumPasswordLength else {
      throw .passwordTooShort(minimum: minimumPasswordLength)
    }
    var out = [CChar](repeating: 0, count: larder_pwhash_strbytes())
    let bytes = Array(password.utf8CString.dropLast())
    let status = crypto_pwhash_str(
      &out, bytes, UInt64(bytes.count), larder_pwhash_opslimit(), larder_pwhash_memlimit())
    guard status == 0 else { throw .cryptoUnavailable }
    return String(decoding: out.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Whether `password` matches `hash` (from `hash(password:)`).
  public static func verify(password: String, hash: String) -> Bool {
    let bytes = Array(password.utf8CString.dropLast())
    return crypto_pwhash_str_verify(hash, bytes, UInt64(bytes.count)) == 0
  }
}
