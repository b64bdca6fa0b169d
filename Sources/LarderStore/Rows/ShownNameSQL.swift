/// The names a reader is shown, as SQL: an item's or a category's name in the reader's
/// language (`larder_reading()`) when it has one, else its own name or code. Every read of
/// a name for display selects these; writes and identities use the stored columns.
enum ShownNameSQL {
  /// The name of the item `items` row shows, in the reader's language.
  static let item = itemName(of: "items")

  /// The shown name of the item of row `table` (with `id` and `name` columns, `items` or an
  /// alias of it).
  static func itemName(of table: String) -> String {
    """
    coalesce((SELECT item_names.name FROM item_names WHERE item_names.item_id = \(table).id
      AND item_names.language = \(ReadingFunction.name)()), \(table).name)
    """
  }

  /// The shown name of the category `column` (a category code, `items.category`): its
  /// name in the reader's language, else the reader's word for it (`other`), else the code.
  static func category(_ column: String) -> String {
    """
    coalesce((SELECT category_names.name FROM category_names
      WHERE category_names.category = \(column)
      AND category_names.language = \(ReadingFunction.name)()),
      \(ReadingFunction.word)(\(column)))
    """
  }

  /// The category of the `items` row, as the reader is shown it.
  static let itemCategory = category("items.category")
}
