/// The values of an option that takes one of a list (`--format md|csv|xlsx`): an enum whose
/// raw values are what the user types, in the order the help lists them.
///
/// The cases feed the parser (a value outside them is refused), the help's `(values: …)`
/// and, later, man pages and shell completion.
protocol OptionValues: RawRepresentable<String>, CaseIterable, Sendable {}
