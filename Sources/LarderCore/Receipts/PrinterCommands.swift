/// The commands of a receipt printer (ESC/POS, which nearly every till speaks) left in a
/// receipt's text when the printer's output is saved as it is: an escape character and the
/// command's letter and parameter (`ESC E 1` for bold, `ESC a 1` to centre, `GS V 0` to
/// cut), which would otherwise leave letters beside the names and amounts (`EPOULET`,
/// `7,99 € E`).
enum PrinterCommands {
  /// ESC commands followed by one parameter byte.
  static let escapeWithParameter: Set<UInt32> = Set("!-EGMRadeJtrV{3U".unicodeScalars.map(\.value))
  /// GS commands followed by one parameter byte (`GS V` is read on its own).
  static let groupWithParameter: Set<UInt32> = Set("!BHLhwfbkE".unicodeScalars.map(\.value))

  /// `text` without the printer's commands; their control characters alone, where no
  /// command is recognised (the rest of the text's control characters are left to the
  /// reader, which reads them as spaces).
  static func removed(from text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    // Only text that holds ESC, GS or FS is rewritten.
    guard scalars.contains(where: { [0x1B, 0x1C, 0x1D].contains($0.value) }) else { return text }
    var kept = String.UnicodeScalarView()
    var index = 0
    func next(_ offset: Int) -> UInt32? {
      index + offset < scalars.count ? scalars[index + offset].value : nil
    }
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar.value {
      case 0x1B:
        guard let command = next(1) else {
          index += 1
          continue
        }
        if command == 0x40 {  // ESC @: initialise.
          index += 2
        } else if escapeWithParameter.contains(command) {
          index += 3
        } else {
          index += 1
        }
      case 0x1D:
        guard let command = next(1) else {
          index += 1
          continue
        }
        if command == 0x56 {  // GS V m [n]: cut; m of 65 or 66 takes n.
          index += next(2).map { $0 == 0x41 || $0 == 0x42 } == true ? 4 : 3
        } else if groupWithParameter.contains(command) {
          index += 3
        } else {
          index += 1
        }
      case 0x1C:
        // FS & and FS .: kanji mode on and off.
        index += next(1) == 0x26 || next(1) == 0x2E ? 2 : 1
      default:
        kept.append(scalar)
        index += 1
      }
    }
    return String(kept)
  }
}
