import LarderLanguage
import LarderReports

/// `larder undo` and `larder redo`: step back and forward through the history.
enum UndoCommand: Command {
  static let spec = CommandSpec(
    name: "undo", abstract: "Reverse the last change, or a given one.",
    discussion: """
      Without an id, reverses the newest change that is not undone, as an editor's undo
      does: run it again to step further back. With an id (or its first 4+ characters,
      from 'larder history'), reverses that change out of order, unless a later change
      depends on it (a purchase later consumed, say): then nothing is altered and the
      later change is named. What comes back is exactly what was there, ids and all; an
      undone import can be imported again. 'larder redo' re-applies what was undone until
      a new change is made.
      """,
    arguments: [
      .init(name: "change", help: "The change's id or first 4+ characters.", isOptional: true)
    ],
    examples: [
      .init(
        "Reverse the last change.",
        "larder undo")
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let l = Localization.current
    let undone = try context.openStore(command).undo(
      command.argument(0), via: .commandLine(arguments: command.typed),
      naming: { summary($0, l) })
    context.write(
      l.tr(
        "Undid {change}: {summary}.",
        ["change": ItemHistoryView.shortID(undone.id), "summary": summary(undone.action, l)])
        + "\n")
  }
}

/// `larder redo`: re-applies the most recently undone change.
enum RedoCommand: Command {
  static let spec = CommandSpec(
    name: "redo", abstract: "Re-apply the change most recently undone.",
    discussion: """
      Re-applies what the last 'larder undo' reversed, and so on back; a new change
      (add, consume, edit, …) ends what can be redone.
      """,
    examples: [
      .init(
        "Re-apply the change just undone.",
        "larder redo")
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let l = Localization.current
    let redone = try context.openStore(command).redo(
      via: .commandLine(arguments: command.typed), naming: { summary($0, l) })
    context.write(
      l.tr(
        "Redid {change}: {summary}.",
        ["change": ItemHistoryView.shortID(redone.id), "summary": summary(redone.action, l)])
        + "\n")
  }
}
