import Foundation

/// A progress line on standard error — rows done, the total and the rate — redrawn in
/// place at most ten times a second. It draws nothing when standard error is not a
/// terminal, so logs and pipes get no extra output.
final class ProgressLine {
  private let enabled: Bool
  private let context: Context
  private let started = Date()
  private var lastDrawn = Date.distantPast
  private var drawn = false

  /// A progress line on `context`'s standard error, drawn when it is a terminal and
  /// `enabled`.
  init(_ context: Context, enabled: Bool = true) {
    self.context = context
    self.enabled = enabled && context.isTerminal(STDERR_FILENO)
  }

  /// Shows `done` rows of `total`; `estimated` marks a total worked out from bytes read.
  func update(_ done: Int, of total: Int?, estimated: Bool = false) {
    guard enabled else { return }
    let now = Date()
    guard now.timeIntervalSince(lastDrawn) >= 0.1 else { return }
    lastDrawn = now
    draw(done, total, estimated, now)
  }

  /// Draws the final count and ends the line, when anything was drawn.
  func finish(_ done: Int, of total: Int?) {
    guard enabled, drawn else { return }
    draw(done, total ?? done, false, Date())
    context.note("")
  }

  private func draw(_ done: Int, _ total: Int?, _ estimated: Bool, _ now: Date) {
    let seconds = max(now.timeIntervalSince(started), 0.001)
    var text = "\r" + grouped(done)
    if let total { text += " of " + (estimated ? "~" : "") + grouped(max(total, done)) }
    text += " rows, " + grouped(Int(Double(done) / seconds)) + " rows/s\u{1B}[K"
    context.note(text, terminated: false)
    drawn = true
  }

  private func grouped(_ value: Int) -> String {
    let digits = String(value)
    var text = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { text += "," }
      text.append(digit)
    }
    return text
  }
}
