/// When a webhook's message is tried again after a receiver fails (no answer, or a status
/// other than 2xx): Standard Webhooks' reference schedule, for about a day. The first
/// attempt is at once, then after 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10
/// hours and 10 hours; then the message is given up.
public struct RetrySchedule: Sendable, Hashable {
  /// The pause before each attempt, in seconds: the first is at once.
  public static let standardPauses: [Double] = [0, 5, 300, 1_800, 7_200, 18_000, 36_000, 36_000]

  /// The pauses, each multiplied by the scale.
  public let pauses: [Double]

  /// The standard schedule, its pauses multiplied by `scale` (from 0 to 1; smaller ones
  /// are for tests).
  public init(scale: Double = 1) {
    let factor = scale.isFinite ? min(max(scale, 0), 1) : 1
    pauses = Self.standardPauses.map { $0 * factor }
  }

  /// How many attempts a message gets.
  public var attempts: Int { pauses.count }

  /// The pause, in seconds, before attempt `number` (from 1); nil after the last.
  public func pause(beforeAttempt number: Int) -> Double? {
    guard number >= 1, number <= pauses.count else { return nil }
    return pauses[number - 1]
  }

  /// The whole time from the first attempt to the last, in seconds.
  public var span: Double { pauses.reduce(0, +) }
}
