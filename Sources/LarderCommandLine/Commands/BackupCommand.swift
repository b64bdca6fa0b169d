import Foundation
import LarderCore
import LarderFiles
import LarderLanguage
import LarderStore

/// `larder backup`: a checked copy of the household, written while it is in use.
enum BackupCommand: Command {
  static let keepDaily = Option<Int?>.count(
    "keep-daily", "count", "Keep the newest backup of each of the last COUNT days.",
    in: 0...10_000)
  static let keepWeekly = Option<Int?>.count(
    "keep-weekly", "count", "Keep the newest backup of each of the last COUNT weeks.",
    in: 0...10_000)
  static let keepMonthly = Option<Int?>.count(
    "keep-monthly", "count", "Keep the newest backup of each of the last COUNT months.",
    in: 0...10_000)

  static let spec = CommandSpec(
    name: "backup", abstract: "Write a checked copy of the household, even while it is in use.",
    discussion: """
      Copies the database through SQLite (one consistent state, whatever another larder or
      larder serve writes meanwhile) into a private temporary file beside PATH, opens the
      copy and checks it as 'larder check' does, and only then renames it to PATH: a
      backup that is there is whole and checked. Without PATH, or with a folder, the copy
      is a dated file in the folder backups/ beside the database
      (larder-YYYY-MM-DD-HHMMSS.sqlite for larder.sqlite).

      --keep-daily, --keep-weekly and --keep-monthly then remove the older dated backups of
      that folder: each keeps the newest backup of the last COUNT days, weeks or months
      that have one, and the newest backup is always kept. The copy is one file: copy it
      anywhere (another machine, a USB disk) with any tool. 'larder restore' puts it back.
      """,
    arguments: [
      .init(
        name: "path", help: "The backup to write, or the folder for a dated one.",
        isOptional: true, completion: .file)
    ],
    options: [keepDaily, keepWeekly, keepMonthly],
    examples: [
      .init("A dated, checked copy in the folder backups/ beside the database.", "larder backup"),
      .init(
        "A daily backup for cron, keeping 7 days, 4 weeks and 12 months.",
        "larder backup --keep-daily 7 --keep-weekly 4 --keep-monthly 12"),
      .init("A copy to a file of your choice.", "larder backup household-copy.sqlite"),
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let database = try context.databasePath(command)
    let store = try context.openStore(command, forReading: true)
    let (folder, target) = try destination(
      command.argument(0), database: database, command, context)
    try folder.create()
    var staged: String?
    defer { staged.map(UnfinishedOutputs.shared.finished) }
    var summary = try store.backUp(to: target) { path in
      staged = path
      UnfinishedOutputs.shared.track(path)
    }
    let retention = BackupRetention(
      daily: try command[keepDaily], weekly: try command[keepWeekly],
      monthly: try command[keepMonthly])
    let stem = BackupName.stem(ofDatabase: PathParts.name(of: database))
    summary.removed = BackupFolder(PathParts.folder(of: target)).prune(
      stem, keeping: retention, written: summary.path)
    context.write(BackupCommand.report(summary, Localization.current))
  }

  /// The folder and the file a backup goes to: `path` when it names a file, else a dated
  /// file in the folder `path` names, or in `backups/` beside the database.
  static func destination(
    _ path: String?, database: String, _ command: ParsedCommand, _ context: Context
  ) throws -> (BackupFolder, String) {
    let stem = BackupName.stem(ofDatabase: PathParts.name(of: database))
    var isFolder: ObjCBool = false
    guard let path = path.map(context.path), !path.isEmpty else {
      let folder = BackupFolder.beside(database: database)
      return (folder, folder.file(LocalClock.backupName(stem: stem).description))
    }
    if path.hasSuffix("/")
      || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && isFolder.boolValue)
    {
      let folder = BackupFolder(String(path.reversed().drop { $0 == "/" }.reversed()))
      return (folder, folder.file(LocalClock.backupName(stem: stem).description))
    }
    // Never over the database or one of its files.
    let target = try context.output(path, command)
    return (BackupFolder(PathParts.folder(of: path)), target.path)
  }

  /// What the backup wrote, and which older backups it removed.
  static func report(_ summary: BackupSummary, _ l: Localization) -> String {
    var lines = [
      l.tr(
        "Backed up the household to {path} and checked the copy: {items} items, {lots} lots and {events} events.",
        [
          "path": summary.path, "items": "\(summary.copy.items)", "lots": "\(summary.copy.lots)",
          "events": "\(summary.copy.events)",
        ])
    ]
    lines += problems(summary.copy, l)
    lines += summary.removed.map { l.tr("Removed the older backup {path}.", ["path": $0]) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The line that says a checked copy keeps the household's own problems, if it has any.
  static func problems(_ copy: CheckedCopy, _ l: Localization) -> [String] {
    guard copy.problems > 0 else { return [] }
    return [
      l.tr(
        "It keeps the {count} problems 'larder check' reports in the household, as they are.",
        ["count": "\(copy.problems)"])
    ]
  }
}
