import LarderStore
import Testing

/// SHA-256 against the test vectors of FIPS 180-4 (and `sha256sum`).
@Suite struct SHA256Tests {
  func digest(_ text: String) -> String {
    var hash = SHA256()
    hash.update(Array(text.utf8))
    return hash.hexDigest()
  }

  @Test func ofNothing() {
    #expect(digest("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  @Test func ofABC() {
    #expect(digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test func ofTheTwoBlockVector() {
    #expect(
      digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test func isTheSameFedInChunksOfAnySize() {
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    var whole = SHA256()
    whole.update(bytes)
    var chunked = SHA256()
    var start = 0
    for size in [1, 63, 64, 65, 127, 300] {
      chunked.update(bytes[start..<start + size])
      start += size
    }
    chunked.update(bytes[start...])
    #expect(chunked.hexDigest() == whole.hexDigest())
  }
}
