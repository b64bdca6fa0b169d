import Foundation
import LarderErrors
import LarderLoading

/// The readable text of an e-mail (`.eml`, RFC 5322 with MIME): its first `text/plain`
/// part, else its first `text/html` part turned into lines (`HTMLText`), decoded from its
/// transfer encoding and charset by GMime.
public enum MailText {
  /// Whether `data` starts as an e-mail's headers do (`Name: value` lines, one of them
  /// `From:`, `Subject:`, `MIME-Version:`, `Received:` or `Content-Type:`).
  public static func isMail(_ data: Data) -> Bool {
    let head = String(decoding: data.prefix(4096), as: UTF8.self)
    // The headers end at the first empty line (lines end in CRLF or LF, each one
    // character); a folded header's next lines start with a space or a tab.
    let lines = head.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    let headers = lines.prefix { !$0.isEmpty }.filter { !$0.hasPrefix(" ") && !$0.hasPrefix("\t") }
    let names = headers.map { line -> String in
      guard let colon = line.firstIndex(of: ":") else { return " " }
      return line[..<colon].lowercased()
    }
    let known: Set<String> = [
      "from", "subject", "mime-version", "received", "content-type", "return-path", "date",
    ]
    return names.count >= 2 && names.contains(where: known.contains)
      && names.allSatisfy { !$0.contains(" ") }
  }

  /// The text of the e-mail `data`, nil when it has no text or HTML part.
  ///
  /// - Throws: `LibraryError` when GMime or libxml2 cannot be loaded.
  public static func text(of data: Data) throws(LibraryError) -> String? {
    let gmime = try GMime.shared.get()
    let parts = data.withUnsafeBytes { bytes -> Parts in
      let found = Parts()
      guard
        let stream = gmime.streamMemNewWithBuffer(
          bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count)
      else { return found }
      defer { gmime.objectUnref(stream) }
      guard let parser = gmime.parserNewWithStream(stream) else { return found }
      defer { gmime.objectUnref(parser) }
      guard let message = gmime.parserConstructMessage(parser, nil) else { return found }
      defer { gmime.objectUnref(message) }
      let box = Unmanaged.passRetained(Visit(gmime: gmime, parts: found))
      defer { box.release() }
      gmime.messageForeach(
        message,
        { _, part, user in
          guard let user, let part else { return }
          let visit = Unmanaged<Visit>.fromOpaque(user).takeUnretainedValue()
          visit.take(part)
        }, box.toOpaque())
      return found
    }
    if let plain = parts.plain { return plain }
    if let html = parts.html { return try HTMLText.text(of: html) }
    return nil
  }

  /// The first plain and HTML texts found.
  private final class Parts {
    var plain: String?
    var html: String?
  }

  /// What the walk over the parts keeps.
  private final class Visit {
    let gmime: GMime
    let parts: Parts
    init(gmime: GMime, parts: Parts) {
      self.gmime = gmime
      self.parts = parts
    }

    func take(_ part: GMime.Object) {
      guard gmime.typeCheckInstanceIsA(part, gmime.textPartGetType()) != 0 else { return }
      let type = gmime.objectGetContentType(part)
      let isPlain = gmime.contentTypeIsType(type, "text", "plain") != 0
      let isHTML = gmime.contentTypeIsType(type, "text", "html") != 0
      guard (isPlain && parts.plain == nil) || (isHTML && parts.html == nil),
        let text = gmime.textPartGetText(part)
      else { return }
      defer { gmime.free(text) }
      if isPlain { parts.plain = String(cString: text) } else { parts.html = String(cString: text) }
    }
  }
}
