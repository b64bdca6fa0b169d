/// An ISO 8601 duration as schema.org's `Duration` writes it (`PT1H30M`, `PT90M`,
/// `P0DT0H45M`, `PT0.5H`, `P1DT2H`), read as whole minutes.
///
/// Weeks, days, hours, minutes and seconds are read, each at most once and in that order,
/// each a whole number or a decimal one (with `.` or `,`; a fraction only exact to the
/// second). The letters may be lower case. Years and months, whose length in minutes
/// depends on the calendar, are refused, as are negative durations and those over
/// `maximumMinutes`. The total is rounded to the nearest minute, half a minute up
/// (`PT90S` is 2 minutes, `PT29S` none).
public enum ISODuration {
  /// The longest duration read: a year of 366 days. A recipe's longer time (a vinegar,
  /// a cheese) is a mistake more often than not.
  public static let maximumMinutes = 366 * 24 * 60

  /// The whole minutes of `text`, or nil when it is not such a duration.
  public static func minutes(_ text: String) -> Int? {
    var scalars = Array(text.unicodeScalars.drop(while: \.isSpace))
    while let last = scalars.last, last.isSpace { scalars.removeLast() }
    guard let first = scalars.first, first == "P" || first == "p" else { return nil }
    var seconds = 0
    var index = 1
    var inTime = false
    var units = dateUnits
    var components = 0
    while index < scalars.count {
      if !inTime, scalars[index] == "T" || scalars[index] == "t" {
        inTime = true
        units = timeUnits
        index += 1
        // A `T` with nothing after it is no time.
        guard index < scalars.count else { return nil }
        continue
      }
      guard let number = Number(scalars, from: &index), index < scalars.count else { return nil }
      let letter = Character(scalars[index]).uppercased()
      guard let position = units.firstIndex(where: { $0.letter == letter }) else { return nil }
      let unit = units[position]
      units.removeFirst(position + 1)
      index += 1
      guard let part = number.seconds(per: unit.seconds) else { return nil }
      let (sum, overflow) = seconds.addingReportingOverflow(part)
      guard !overflow else { return nil }
      seconds = sum
      components += 1
    }
    guard components > 0 else { return nil }
    let minutes = seconds / 60 + (seconds % 60 >= 30 ? 1 : 0)
    return minutes <= maximumMinutes ? minutes : nil
  }

  /// A unit's letter and its length in seconds.
  private struct Unit {
    let letter: String
    let seconds: Int
  }

  /// The units before `T`, in order; years and months are not among them.
  private static let dateUnits = [
    Unit(letter: "W", seconds: 604_800), Unit(letter: "D", seconds: 86_400),
  ]
  /// The units after `T`, in order.
  private static let timeUnits = [
    Unit(letter: "H", seconds: 3_600), Unit(letter: "M", seconds: 60),
    Unit(letter: "S", seconds: 1),
  ]

  /// A component's number: its whole part and its fraction as digits after the point.
  private struct Number {
    /// The most digits read on either side of the point; more is no recipe's time.
    static let maximumDigits = 9

    var whole = 0
    var fraction = 0
    var fractionScale = 1

    /// The number at `index` in `scalars`, moving `index` past it; nil when there is none
    /// or it has too many digits.
    init?(_ scalars: [Unicode.Scalar], from index: inout Int) {
      let start = index
      while index < scalars.count, let digit = scalars[index].asciiDigit {
        guard index - start < Number.maximumDigits else { return nil }
        whole = whole * 10 + digit
        index += 1
      }
      guard index > start else { return nil }
      guard index < scalars.count, scalars[index] == "." || scalars[index] == "," else { return }
      index += 1
      let fractionStart = index
      while index < scalars.count, let digit = scalars[index].asciiDigit {
        guard index - fractionStart < Number.maximumDigits else { return nil }
        fraction = fraction * 10 + digit
        fractionScale *= 10
        index += 1
      }
      guard index > fractionStart else { return nil }
    }

    /// The number of seconds it is in a unit of `unit` seconds, the fraction cut to the
    /// second; nil on overflow.
    func seconds(per unit: Int) -> Int? {
      let (wholeSeconds, overflow) = whole.multipliedReportingOverflow(by: unit)
      let (fractionSeconds, fractionOverflow) = fraction.multipliedReportingOverflow(by: unit)
      guard !overflow, !fractionOverflow else { return nil }
      let (sum, sumOverflow) = wholeSeconds.addingReportingOverflow(
        fractionSeconds / fractionScale)
      return sumOverflow ? nil : sum
    }
  }
}

extension Unicode.Scalar {
  /// The value of an ASCII digit, or nil.
  fileprivate var asciiDigit: Int? {
    ("0"..."9").contains(self) ? Int(value) - 48 : nil
  }

  /// Whether it is white space (a space, a tab, a line end, a no-break space).
  fileprivate var isSpace: Bool { properties.isWhitespace }
}

extension ISODuration {
  /// The whole minutes of `text` as ISO 8601 writes them, else as exporters do: a bare
  /// number of minutes (`210`), or numbers each followed by hours or minutes (`50
  /// Minutes`, `1 hour 15 min`, `1h30`); nil for anything else.
  public static func looseMinutes(_ text: String) -> Int? {
    if let minutes = minutes(text) { return minutes }
    let words = text.lowercased().split { $0 == " " || $0 == "," }.map(String.init)
    if words.count == 1, let bare = Int(words[0]), (0...maximumMinutes).contains(bare) {
      return bare
    }
    var total = 0
    var number: Int?
    for word in words {
      let digits = word.prefix { $0.isASCII && $0.isNumber }
      let rest = word.dropFirst(digits.count)
      if !digits.isEmpty {
        guard number == nil, let value = Int(digits), value <= maximumMinutes else { return nil }
        number = value
      }
      guard !rest.isEmpty else { continue }
      guard let value = number else { return nil }
      if rest.hasPrefix("h") {
        total += value * 60
      } else if rest.hasPrefix("m") {
        total += value
      } else {
        return nil
      }
      number = nil
      // `1h30`: what follows the hours is minutes.
      if rest.hasPrefix("h"), rest.dropFirst().first?.isNumber == true,
        let tail = Int(rest.dropFirst().prefix { $0.isNumber }), tail < 60
      {
        total += tail
      }
      guard total <= maximumMinutes else { return nil }
    }
    if let number { total += number }
    return total > 0 && total <= maximumMinutes ? total : nil
  }
}
