import Foundation
import LarderCore
import LarderFiles
import LarderLanguage
import LarderReports
import LarderStore

/// `larder products`: the product catalog beside the household (Open Food Facts, offline).
enum ProductsCommand: Command {
  /// What `products` does, by its first word.
  enum Action: String {
    case `import`, show, map, unmap
  }

  static let spec = CommandSpec(
    name: "products",
    abstract: "Import the Open Food Facts product catalog, and look up a barcode in it.",
    discussion: """
      'larder products import FILE' reads an Open Food Facts export, the JSONL dump
      (.jsonl or .jsonl.gz) or the tab-separated CSV export (.csv or .csv.gz), into the
      catalog beside the household (the database's path with .products added), replacing
      the previous catalog whole; a file that fails to read, a .gz cut short among them,
      leaves it as it was. Products without a valid barcode or a name, broken lines and
      fields over their bounds are skipped and counted. 'larder products show BARCODE'
      prints what the catalog has for a barcode: its name in the language Larder speaks,
      the package's quantity and the category its tags map to.

      'larder products map TAG CATEGORY' maps an Open Food Facts category tag (such as
      en:yogurts) to a Larder category, before the default table; 'larder products unmap
      TAG' removes that mapping; 'larder products map' lists every mapping. The
      household's mapping is kept in its database: 'larder undo' reverses a change of it,
      and an import of the catalog never touches it.
      """,
    arguments: [
      .init(name: "action", help: "import, show, map or unmap."),
      .init(
        name: "argument",
        help: "With import: the export's file; with show: a barcode; with map or unmap: a tag.",
        isOptional: true, completion: .file),
      .init(name: "category", help: "With map: the Larder category.", isOptional: true),
    ],
    options: [],
    examples: [
      .init(
        "Import the catalog from the Open Food Facts dump, downloaded beforehand.",
        "larder products import products.jsonl"),
      .init("What the catalog has for a barcode.", "larder products show 3017620422003"),
      .init("Put yogurts in a category of their own.", "larder products map en:yogurts yogurts"),
    ])

  static func validate(_ command: ParsedCommand) throws(UsageError) {
    let l = Localization.current
    guard let first = command.argument(0), let action = Action(rawValue: first) else {
      throw UsageError(
        message: l.tr(
          "Unknown action '{action}': use import, show, map or unmap",
          ["action": command.argument(0) ?? ""]), command: spec.name)
    }
    let given = (1..<3).compactMap(command.argument).count
    let fits: Bool
    switch action {
    case .import, .show: fits = given == 1 && command.argument(1)?.isEmpty == false
    case .unmap: fits = given == 1 && command.argument(1)?.trimmedLabel != nil
    case .map: fits = given == 0 || (given == 2 && command.argument(1)?.trimmedLabel != nil)
    }
    guard fits else {
      let usage = [
        Action.import: "products import FILE", .show: "products show BARCODE",
        .map: "products map TAG CATEGORY", .unmap: "products unmap TAG",
      ]
      throw UsageError(
        message: l.tr("Give it as 'larder {usage}'", ["usage": usage[action] ?? ""]),
        command: spec.name)
    }
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let catalogPath = ProductCatalog.path(besideHousehold: try context.databasePath(command))
    let argument = command.argument(1) ?? ""
    switch Action(rawValue: command.argument(0) ?? "") {
    case .import?:
      context.write(try importCatalog(context.path(argument), into: catalogPath, context) + "\n")
    case .show?:
      let barcode = try GTIN(argument)
      guard let catalog = try ProductCatalog.open(path: catalogPath) else {
        throw CatalogError.noCatalog(catalogPath)
      }
      let overrides = try Self.overrides(command, context)
      guard
        let match = try catalog.match(
          barcode, language: Localization.current.language.code, overrides: overrides)
      else { throw CatalogError.notInCatalog(barcode) }
      context.write(CatalogView.text(match))
    case .map?:
      guard let tag = command.argument(1)?.trimmedLabel, let category = command.argument(2)
      else {
        context.write(CatalogView.mapping(try Self.overrides(command, context)))
        return
      }
      try context.openStore(command, creating: true).mapCategoryTag(
        tag, to: category, via: .commandLine(arguments: command.typed))
      context.write(
        Localization.current.tr(
          "Products tagged {tag} now go in {category}.",
          ["tag": tag, "category": category.trimmedLabel]) + "\n")
    case .unmap?:
      let tag = command.argument(1)?.trimmedLabel ?? ""
      // Without a household there is no mapping of its own to remove.
      if Store.holdsHousehold(at: try context.databasePath(command)) {
        try context.openStore(command).mapCategoryTag(
          tag, to: nil, via: .commandLine(arguments: command.typed))
      }
      let fallback = CategoryMap.defaults[tag]
      context.write(
        (fallback.map {
          Localization.current.tr(
            "Products tagged {tag} go in {category} again, as by default.",
            ["tag": tag, "category": $0])
        }
          ?? Localization.current.tr(
            "Products tagged {tag} have no category of their own now.", ["tag": tag])) + "\n")
    case nil:
      return
    }
  }

  /// The household's mapping of tags; none where there is no household yet (a catalog may
  /// come first).
  private static func overrides(_ command: ParsedCommand, _ context: Context) throws
    -> [String: String]
  {
    guard Store.holdsHousehold(at: try context.databasePath(command)) else { return [:] }
    return try context.openStore(command, forReading: true).categoryOverrides()
  }

  /// Imports the export at `path` into the catalog at `catalogPath`; the counts line.
  private static func importCatalog(
    _ path: String, into catalogPath: String, _ context: Context
  ) throws -> String {
    let input = try CompressedInput(path: path)
    var first = try input.nextChunk()
    let format: CatalogReader.Format =
      first?.first(where: { ![0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) }) == 0x7B
      ? .jsonLines : .tabSeparated
    let reader = CatalogReader(format: format) {
      if let chunk = first {
        first = nil
        return chunk
      }
      return try input.nextChunk()
    }
    let progress = ProgressLine(context)
    var staged: String?
    defer { staged.map(UnfinishedOutputs.shared.finished) }
    let summary = try ProductCatalog.replace(
      at: catalogPath, reading: reader,
      staging: { path in
        staged = path
        UnfinishedOutputs.shared.track(path)
      }
    ) { read in progress.update(read, of: nil) }
    progress.finish(summary.read, of: summary.read)
    return CatalogView.summary(summary)
  }
}
