/// A token that opens the JSON API of `larder serve` to another system (Home Assistant, a
/// script, a phone app): only its hash is kept, so the token itself is shown once, when
/// it is made.
public struct APIToken: Hashable, Sendable {
  /// The name the household gave it (`home-assistant`), which the history shows for the
  /// changes it made.
  public var name: String
  /// The token's hash (BLAKE2b, 32 bytes, in hex).
  public var hash: String
  /// The member it speaks for, if any.
  public var member: String?
  /// Whether it may only read: a write with it is refused (403).
  public var readOnly: Bool
  /// The day it was made.
  public var addedOn: CalendarDate

  /// Creates a token's record.
  public init(name: String, hash: String, member: String?, readOnly: Bool, addedOn: CalendarDate) {
    self.name = name
    self.hash = hash
    self.member = member
    self.readOnly = readOnly
    self.addedOn = addedOn
  }
}
