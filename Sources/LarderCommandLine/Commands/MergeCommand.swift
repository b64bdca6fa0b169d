import LarderCore
import LarderLanguage
import LarderStore

/// `larder merge SOURCE into TARGET`: one item made of two.
enum MergeCommand: Command {
  static let spec = CommandSpec(
    name: "merge", abstract: "Merge an item into another: two names of one food become one item.",
    discussion: """
      Every purchase of the first item, with what was used of it, becomes the second's;
      so do its barcodes, the receipt lines that learned it and its shopping list lines.
      Its quantities are converted exactly to the second's unit (1.5 kg is 1500 g); items
      counted in units that do not convert (L and kg, pcs and g) are refused. The second
      keeps its name, category, unit and minimum stock, and takes the first's shelf lives
      where it has none. The first item's names become the second's: its own name and its
      aliases as aliases, a name in a language as the second's name in that language when
      it has none. Spending, rates, forecasts, prices and waste are then what they would
      be had the purchases always been one item's. 'larder undo' gives both items back as
      they were.
      """,
    arguments: [
      .init(
        name: "item", help: "The item to merge, by any of its names or its id.", completion: .item),
      .init(name: "into", help: "The word 'into' (may be left out)."),
      .init(
        name: "target", help: "The item it becomes part of.", isOptional: true,
        completion: .item),
    ],
    options: [],
    examples: [
      .init(
        "Make the Taiwanese member's milk the household's one milk.",
        "larder merge 鮮牛奶 into \"Whole milk\"")
    ])

  /// The item and the target: `SOURCE into TARGET` or `SOURCE TARGET`.
  static func items(_ command: ParsedCommand) throws(UsageError) -> (String, String) {
    let words = command.arguments
    if words.count == 3, words[1].lowercased() == "into" {
      return (try command.itemName(), try command.itemName(at: 2))
    }
    guard words.count == 2 else {
      throw UsageError(
        message: Localization.current.tr(
          "Give the item and the item it becomes part of: larder merge <item> into <target>"),
        command: spec.name)
    }
    return (try command.itemName(), try command.itemName(at: 1))
  }

  static func validate(_ command: ParsedCommand) throws(UsageError) {
    _ = try items(command)
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let (source, target) = try items(command)
    let merged = try context.openStore(command).merge(
      source, into: target, via: .commandLine(arguments: command.typed))
    context.write(
      Localization.current.trn(
        "Merged {source} into {target}: {count} purchase moved.",
        "Merged {source} into {target}: {count} purchases moved.", count: merged.lots,
        ["source": merged.source, "target": merged.target.name]) + "\n")
  }
}
