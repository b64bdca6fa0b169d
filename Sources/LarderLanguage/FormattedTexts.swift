import Synchronization

/// Texts formatted once a process and kept by what decides them (a locale, a template, a
/// value): a web page's formatters live for one request, and making one of ICU's costs
/// more than the rest of a page's dates and amounts. Safe to share between threads.
public final class FormattedTexts: Sendable {
  private let texts = Mutex<[String: String]>([:])
  /// The most texts kept; past it, all are forgotten.
  public let capacity: Int

  /// A store of at most `capacity` texts.
  public init(capacity: Int) {
    self.capacity = capacity
  }

  /// The text kept under `key`, or the one `format` writes, then kept. `key` must name
  /// everything the text depends on.
  public func text(_ key: String, _ format: () -> String) -> String {
    if let known = texts.withLock({ $0[key] }) { return known }
    let text = format()
    texts.withLock { texts in
      if texts.count >= capacity { texts.removeAll(keepingCapacity: true) }
      texts[key] = text
    }
    return text
  }
}
