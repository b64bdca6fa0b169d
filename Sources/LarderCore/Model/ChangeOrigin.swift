/// Where a change of the history was asked for.
public enum ChangeOrigin: Hashable, Sendable, Codable {
  /// A command line: its arguments as typed, without the program name.
  case commandLine(arguments: [String])
  /// A form of `larder serve`: the route it was posted to (`/items/ID/consume`), and the
  /// member of the household signed in (members do not exist yet: nil).
  case web(route: String, member: String?)
  /// The JSON API of `larder serve`: the route called (`/api/v1/items/ID/consume`), the
  /// name of the token that called it, and the member it speaks for, if any.
  case api(route: String, token: String, member: String?)
}
