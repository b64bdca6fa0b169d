import Foundation
import LarderCore
import LarderStore

/// The options of `larder` itself that the help does not list: they make the man pages and
/// shell completions from the command specs, and give completion the items' names.
extension Larder {
  /// Runs a hidden option when `arguments` start with one, and returns its exit status;
  /// nil otherwise.
  ///
  /// - `--generate-manual FOLDER` writes `larder.1`, `larder-COMMAND.1` and `larder-import.5`
  ///   into FOLDER.
  /// - `--generate-completion-script bash|zsh|fish` prints that shell's script.
  /// - `---item-names [--db PATH] [TYPED]` prints each item's name on a line, for
  ///   completion: those that start with TYPED ignoring case, accents, width and ligatures
  ///   (`oe` gives `Œufs`), when given; nothing, and creates nothing, when there is no
  ///   database.
  /// - `--help-texts` prints the help's texts as a gettext template, for `make pot`.
  static func runHidden(_ arguments: [String], _ context: Context) -> Int32? {
    guard let first = arguments.first, first.hasPrefix("--") else { return nil }
    let specs = commands.map(\.spec)
    switch first {
    case "--generate-manual":
      guard arguments.count == 2 else {
        return hiddenUsage("--generate-manual FOLDER", context)
      }
      do { try ManPage.write(specs, to: context.path(arguments[1])) } catch {
        // A packager's tool, as make install runs it: its message is not translated.
        context.note(
          "Error: cannot write the man pages to '\(arguments[1])': "
            + ErrorMessage.text(error))
        return 1
      }
      return 0
    case "--generate-completion-script":
      guard arguments.count == 2, let shell = CompletionScript.Shell(rawValue: arguments[1])
      else { return hiddenUsage("--generate-completion-script bash|zsh|fish", context) }
      context.write(CompletionScript.script(shell, specs))
      return 0
    case "--help-texts":
      context.write(HelpTexts.template(specs))
      return 0
    case CompletionScript.itemNamesOption:
      var path = context.defaultDatabasePath()
      var rest = arguments.dropFirst()
      if rest.count >= 2, rest.first == "--db" {
        path = context.path(rest[rest.startIndex + 1])
        rest = rest.dropFirst(2)
      }
      let typed = rest.first ?? ""
      guard FileManager.default.fileExists(atPath: path),
        let names = try? Store(path: path, forReading: true, lockTimeout: 1).itemNames()
      else { return 0 }
      let lines = names.filter {
        !$0.contains(where: \.isNewline) && SearchKey.begins($0, with: typed)
      }
      context.write(lines.map { $0 + "\n" }.joined())
      return 0
    default:
      return nil
    }
  }

  private static func hiddenUsage(_ usage: String, _ context: Context) -> Int32 {
    context.note("Error: expected 'larder \(usage)'")
    return 64
  }
}
