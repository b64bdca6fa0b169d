import LarderCore
import LarderLanguage

/// A quantity of an item as people type it, for the commands that take stock away or
/// change it (`consume`, `discard`, and any other that takes `NAME QUANTITY [UNIT]`):
/// `0.5`, `0,5` in French, `100 g`, `100g`, `0.1 kg`, `--unit g`, `1 pack`, `2 packs`.
enum AmountArguments {
  /// `--unit`: the quantity's unit, when it is not the item's.
  static let unit = Option<String?>.label(
    "unit", "unit",
    "The quantity's unit: one of the item's family (g, kg, ml, L…), or pack for its usual pack.",
    describedDefault: "the item's unit")

  /// The quantity argument.
  static let quantity = CommandSpec.Argument(
    name: "quantity",
    help:
      "How much: in the item's unit (0.5), in a unit of its family (100 g, 100g, 0.1 kg), or in its usual packs (1 pack, 2 packs)."
  )

  /// The unit typed apart from the quantity (`100 g`).
  static let unitArgument = CommandSpec.Argument(
    name: "unit", help: "The quantity's unit, when typed apart from it.", isOptional: true)
}

extension ParsedCommand {
  /// The amount given by the argument at `index`, the unit that may follow it as the next
  /// argument, and `unit` (`--unit`), read in the reader's conventions (`TypedInput`). The
  /// store turns it into the item's unit (`Store.quantity(_:of:)`).
  ///
  /// - Throws: `UsageError` for a quantity that is not a number greater than zero (or, with
  ///   `allowsZero`, not below it), or a unit given twice.
  func amount(at index: Int, unit option: Option<String?>, allowsZero: Bool = false)
    throws(UsageError) -> Amount
  {
    let unit = try self[option]
    var text = argument(index) ?? ""
    if let apart = argument(index + 1) { text += " " + apart }
    let typed = text
    guard
      let amount = try argument(
        index,
        { _ in
          try Amount.reading(
            typed, unit: unit, decimal: TypedInput.current.decimal, allowsZero: allowsZero)
        })
    else {
      throw .missingArgument(AmountArguments.quantity.name, command: spec.name)
    }
    return amount
  }
}
