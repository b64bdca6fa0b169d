import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import LarderStore
import LarderWeb

/// `larder serve`'s options for the JSON API: its tokens and its description.
extension ServeCommand {
  static let addToken = Option<String?>.label(
    "add-token", "name",
    "Make a token for the JSON API under this name, print it once (only its hash is kept), and exit; --member and --read-only limit it."
  )
  static let member = Option<String?>.label(
    "member", "name", "With --add-token: the member the token speaks for in the history.")
  static let readOnly = Flag("read-only", "With --add-token: the token may only read.")
  static let listTokens = Flag("list-tokens", "List the API's tokens, and exit.")
  static let removeToken = Option<String?>.label(
    "remove-token", "name", "Remove an API token (requests with it are refused at once), and exit.")
  static let openAPI = Flag(
    "openapi",
    "Print the API's OpenAPI 3.1 description (as /api/v1/openapi.json serves it), and exit.")

  static let apiOptions: [any OptionGroup] = [
    addToken, member, readOnly, listTokens, removeToken, openAPI,
  ]

  /// Whether the command line gives one of the API's actions.
  static func apiActions(_ command: ParsedCommand) -> [Bool] {
    [
      command.isGiven(addToken.spec), command[listTokens], command.isGiven(removeToken.spec),
      command[openAPI],
    ]
  }

  /// `--member` and `--read-only` need `--add-token`.
  static func validateAPI(_ command: ParsedCommand) throws(UsageError) {
    if (command.isGiven(member.spec) || command[readOnly]) && !command.isGiven(addToken.spec) {
      throw UsageError(
        message: Localization.current.tr("Give --member and --read-only with --add-token"),
        command: spec.name)
    }
  }

  /// `--add-token`, `--list-tokens`, `--remove-token` or `--openapi`, when one is given:
  /// true once done.
  ///
  /// - Throws: `StoreError.tokenExists`, `.unknownToken`, `.unknownMember`.
  static func api(_ command: ParsedCommand, _ context: Context, store: () throws -> Store)
    throws -> Bool
  {
    let l = Localization.current
    if command[openAPI] {
      context.write(OpenAPIDocument.json())
      return true
    }
    if let name = try command[addToken] {
      let token = Secrets.token()
      let kept = try store().addAPIToken(
        APIToken(
          name: name, hash: Secrets.tokenHash(token), member: try command[member],
          readOnly: command[readOnly], addedOn: context.today()))
      // The token alone on standard output, for a script; what it is on standard error.
      context.note(
        l.tr(
          "Made the API token {name}; it is shown once, here, and only its hash is kept:",
          ["name": kept.name]))
      context.write(token + "\n")
      return true
    }
    if command[listTokens] {
      context.write(TokensView.text(try store().apiTokens()))
      return true
    }
    if let name = try command[removeToken] {
      let token = try store().removeAPIToken(name)
      context.note(l.tr("Removed the API token {name}.", ["name": token.name]))
      return true
    }
    return false
  }
}
