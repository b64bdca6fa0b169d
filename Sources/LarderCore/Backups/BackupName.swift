/// The name of a dated backup of a household: the database's name without its extension,
/// the day and the time it was taken, as `larder-2026-12-06-130501.sqlite`. The names sort
/// in the order the backups were taken.
public struct BackupName: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The database's file name without its extension (`larder` for `larder.sqlite`).
  public var stem: String
  /// The day the backup was taken (the real day, never `--as-of`).
  public var day: CalendarDate
  /// The time of day it was taken, in seconds since midnight (0 ..< 86,400).
  public var second: Int

  /// The backup of the database `stem` taken on `day` at `second`.
  public init(stem: String, day: CalendarDate, second: Int) {
    self.stem = stem
    self.day = day
    self.second = min(max(second, 0), 86_399)
  }

  /// The stem of the database file named `fileName`: the name without its last extension
  /// (`larder.sqlite` gives `larder`; a name without one is its own stem).
  public static func stem(ofDatabase fileName: String) -> String {
    guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else {
      return fileName
    }
    return String(fileName[..<dot])
  }

  /// The file name: `stem-YYYY-MM-DD-HHMMSS.sqlite`.
  public var description: String {
    let (hours, minutes, seconds) = (second / 3_600, second / 60 % 60, second % 60)
    return "\(stem)-\(day)-\(Self.twoDigits(hours))\(Self.twoDigits(minutes))"
      + "\(Self.twoDigits(seconds)).sqlite"
  }

  /// Reads a file name written by `description` for the database `stem`, or nil for any
  /// other name (another database's backups, a partial file, the user's own files).
  public init?(fileName: String, stem: String) {
    let suffix = ".sqlite"
    guard fileName.hasPrefix(stem + "-"), fileName.hasSuffix(suffix) else { return nil }
    let middle = fileName.dropFirst(stem.count + 1).dropLast(suffix.count)
    // YYYY-MM-DD-HHMMSS
    guard middle.count == 17, middle.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    let dayText = middle.prefix(10)
    let timeText = middle.suffix(6)
    guard middle.dropFirst(10).first == "-", let day = try? CalendarDate(parsing: dayText),
      timeText.allSatisfy(\.isNumber), let time = Int(timeText)
    else { return nil }
    let (hours, minutes, seconds) = (time / 10_000, time / 100 % 100, time % 100)
    guard hours < 24, minutes < 60, seconds < 60 else { return nil }
    self.init(stem: stem, day: day, second: hours * 3_600 + minutes * 60 + seconds)
  }

  public static func < (lhs: BackupName, rhs: BackupName) -> Bool {
    (lhs.day, lhs.second) < (rhs.day, rhs.second)
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
