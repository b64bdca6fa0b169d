/// An option given without a value (`--all`), read as true when given.
///
/// A command declares `static let all = Flag("all", "Include items that are used up.")`,
/// lists it in its spec and reads `command[all]`.
struct Flag: OptionGroup {
  /// What parsing and help know about the flag.
  let spec: OptionSpec

  /// The flag `--name`, with one sentence of help.
  init(_ name: String, _ help: String) {
    spec = OptionSpec(name: name, valueName: nil, help: help)
  }

  var specs: [OptionSpec] { [spec] }
}
