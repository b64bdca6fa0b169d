import Foundation
import LarderCore
import LarderReports

/// Which events a webhook is sent (`expiring`, `shopping`, `changes`), and the events of a
/// batch of changes.
public enum WebhookEventKind: String, Sendable, Hashable, CaseIterable {
  /// Each morning, what expires (`expiring.digest`).
  case expiring
  /// A line put on the shopping list or ticked (`shopping.added`, `shopping.ticked`).
  case shopping
  /// Every change made (`change.made`).
  case changes

  /// The kinds `text` names, separated by commas (spaces around them ignored, each once);
  /// the first name that is not a kind otherwise.
  public static func parse(_ text: String) -> Result<Set<WebhookEventKind>, UnknownName> {
    var kinds: Set<WebhookEventKind> = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = part.trimmingCharacters(in: .whitespaces)
      guard let kind = WebhookEventKind(rawValue: name) else {
        return .failure(UnknownName(name: name))
      }
      kinds.insert(kind)
    }
    return .success(kinds)
  }

  /// A name that is no kind of event.
  public struct UnknownName: Error, Hashable {
    /// The name as given.
    public var name: String
  }

  /// The events of `changes` (oldest first) that `kinds` asks for, made at `now` (Unix
  /// seconds): a change's `change.made`, then its shopping event if it has one.
  public static func events(
    of changes: [(rowID: Int64, change: Change)], kinds: Set<WebhookEventKind>, at now: Int64
  ) -> [WebhookPayload.Event] {
    changes.flatMap { entry in
      [
        kinds.contains(.changes) ? WebhookPayload.change(entry.change, at: now) : nil,
        kinds.contains(.shopping) ? WebhookPayload.shopping(entry.change, at: now) : nil,
      ].compactMap { $0 }
    }
  }
}
