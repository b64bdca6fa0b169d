import Foundation

extension ChangeAction {
  /// The version of the stored form `stored` writes. A stored action of another version
  /// (a newer Larder's) reads as `.unreadable`.
  public static let storedVersion = 1

  /// The action as the history stores it: JSON of `{"version": 1, "action": …}`.
  public var stored: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      let data = try encoder.encode(StoredAction(version: Self.storedVersion, action: self))
      return String(decoding: data, as: UTF8.self)
    } catch {
      // Every value of an action encodes; this is never reached.
      return #"{"version":0}"#
    }
  }

  /// The action stored as `text` (see `stored`): `.unreadable` for another version or text
  /// that is not a stored action, never an error.
  public init(stored text: String) {
    let data = Data(text.utf8)
    let decoder = JSONDecoder()
    let version: Int
    do { version = try decoder.decode(StoredVersion.self, from: data).version } catch {
      self = .unreadable(version: nil)
      return
    }
    guard version == Self.storedVersion else {
      self = .unreadable(version: version)
      return
    }
    do { self = try decoder.decode(StoredAction.self, from: data).action } catch {
      self = .unreadable(version: nil)
    }
  }
}

extension ChangeOrigin {
  /// The origin as the history stores it: JSON.
  public var stored: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do { return String(decoding: try encoder.encode(self), as: UTF8.self) } catch {
      // An origin's strings always encode; this is never reached.
      return "{}"
    }
  }

  /// The origin stored as `text`, or nil when it is not one.
  public init?(stored text: String) {
    do { self = try JSONDecoder().decode(ChangeOrigin.self, from: Data(text.utf8)) } catch {
      return nil
    }
  }
}

/// A stored action with its version.
private struct StoredAction: Codable {
  var version: Int
  var action: ChangeAction
}

/// The version of a stored action, read before the rest.
private struct StoredVersion: Decodable {
  var version: Int
}
