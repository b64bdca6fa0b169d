/// Where a change of the history was asked for.
public enum ChangeOrigin: Hashable, Sendable, Codable {
  /// A command line: its arguments as typed, without the program name.
  case commandLine(arguments: [String])
  /// A form of `larder serve`: the route it was posted to (`/items/ID/consume`), and the
  /// member of the household signed in (members do not exist yet: nil).
  case web(route: String, member: String?)
}
