import LarderCore

@testable import LarderCommandLine

/// A command that takes one option of each kind and one optional argument, so that each
/// test's input and expected value can be checked by hand.
enum SampleCommand {
  /// The values `--shape` takes.
  enum Shape: String, OptionValues {
    case round, square
  }

  static let window = Option<Int>.count("window", "days", "The window, in days.", default: 90)
  static let limit = Option<Int?>.count("limit", "count", "At most this many.", in: 1...10)
  static let name = Option<String?>.label("name", "name", "A name.")
  static let note = Option<String?>.text("note", "text", "A note.")
  static let day = Option<CalendarDate?>.date(
    "day", "date", "A day, as YYYY-MM-DD.", describedDefault: "today")
  static let shape = Option.choice("shape", "shape", "The shape.", default: Shape.round)
  static let tag = Option<[String]>.list("tag", "tag", "A tag; repeat for more.")
  static let size = Option<Int?>.count("size", "count", "A size.").required("Missing --size")
  static let amount = Option<String>.text("amount", "amount", "An amount.", default: "0")
  static let all = Flag("all", "Everything.")

  static let spec = CommandSpec(
    name: "sample", abstract: "A command to test parsing with.",
    arguments: [.init(name: "item", help: "An item.", isOptional: true)],
    options: [window, limit, name, note, day, shape, tag, size, amount, all])
}

/// Parses `tokens`, the words after the command's name, as `spec`'s command line.
func parse(_ tokens: [String], as spec: CommandSpec = SampleCommand.spec) throws(UsageError)
  -> ParsedCommand
{
  try ParsedCommand(spec: spec, tokens: tokens)
}

/// The message of the usage error that `body` throws; nil when it throws none.
func usageMessage(_ body: () throws -> Void) -> String? {
  do {
    try body()
    return nil
  } catch let error as UsageError {
    return error.message
  } catch {
    return "not a usage error: \(error)"
  }
}
