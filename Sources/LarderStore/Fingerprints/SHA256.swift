import CSodium

/// SHA-256 (FIPS 180-4), fed in chunks, through libsodium: how Larder recognises a file
/// it has imported.
public struct SHA256: Sendable {
  private var state = crypto_hash_sha256_state()

  /// Starts an empty hash.
  public init() {
    // libsodium asks for its initialisation first; it is idempotent and thread-safe.
    _ = sodium_init()
    _ = crypto_hash_sha256_init(&state)
  }

  /// Adds bytes to the message.
  public mutating func update(_ bytes: some Collection<UInt8>) {
    let done: Void? = bytes.withContiguousStorageIfAvailable { add($0) }
    if done == nil { Array(bytes).withUnsafeBufferPointer { add($0) } }
  }

  private mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
    _ = crypto_hash_sha256_update(&state, bytes.baseAddress, UInt64(bytes.count))
  }

  /// The digest of everything added, as four 64-bit words (big-endian, first word first):
  /// for sums of digests, without an allocation.
  public func words() -> (UInt64, UInt64, UInt64, UInt64) {
    var copy = state
    var digest: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &digest) { bytes in
      guard let start = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      _ = crypto_hash_sha256_final(&copy, start)
    }
    return (
      UInt64(bigEndian: digest.0), UInt64(bigEndian: digest.1), UInt64(bigEndian: digest.2),
      UInt64(bigEndian: digest.3)
    )
  }

  /// The digest of everything added, as 64 lowercase hex digits.
  public func hexDigest() -> String {
    var copy = state
    var digest = [UInt8](repeating: 0, count: Int(crypto_hash_sha256_BYTES))
    _ = crypto_hash_sha256_final(&copy, &digest)
    let digits = Array("0123456789abcdef")
    var text = ""
    for byte in digest {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0xf)])
    }
    return text
  }
}
