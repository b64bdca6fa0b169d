import LarderFiles
import LarderLanguage
import LarderStore

/// `larder restore`: puts a backup in place of the household.
enum RestoreCommand: Command {
  static let spec = CommandSpec(
    name: "restore", abstract: "Put a backup in place of the household, keeping the current one.",
    discussion: """
      Checks BACKUP first, without changing it: a file that is not a Larder database, a
      damaged one, or one a newer Larder wrote is refused, and nothing changes. A backup
      of an older Larder is upgraded. The current household is kept beside it (as
      larder.sqlite.before-restore for larder.sqlite), and the checked copy of the backup
      takes its place in one rename: a crash leaves the one or the other.

      It refuses while another program holds the database (a larder serve, say): stop it,
      restore, start it again.
      """,
    arguments: [
      .init(
        name: "backup", help: "The backup to restore (a file 'larder backup' wrote).",
        completion: .file)
    ],
    examples: [
      .init(
        "Put the household back as it was in a backup.", "larder restore household-copy.sqlite")
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let database = try context.databasePath(command)
    let backup = command.argument(0) ?? ""
    var staged: String?
    defer { staged.map(UnfinishedOutputs.shared.finished) }
    let summary = try Store.restore(context.path(backup), over: database) { path in
      staged = path
      UnfinishedOutputs.shared.track(path)
    }
    let l = Localization.current
    var text = l.tr(
      "Restored {backup} into {path} and checked it: {items} items, {lots} lots and {events} events.",
      [
        "backup": backup, "path": database, "items": "\(summary.copy.items)",
        "lots": "\(summary.copy.lots)", "events": "\(summary.copy.events)",
      ])
    for line in BackupCommand.problems(summary.copy, l) { text += "\n" + line }
    if let kept = summary.keptAs {
      text += "\n" + l.tr("The household as it was before is kept as {path}.", ["path": kept])
    }
    context.write(text + "\n")
  }
}
