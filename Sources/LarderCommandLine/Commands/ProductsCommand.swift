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
    case `import`, show
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
      """,
    arguments: [
      .init(name: "action", help: "import or show."),
      .init(
        name: "file-or-barcode", help: "With import: the export's file; with show: a barcode.",
        completion: .file),
    ],
    options: [],
    examples: [
      .init(
        "Import the catalog from the Open Food Facts dump, downloaded beforehand.",
        "larder products import products.jsonl"),
      .init("What the catalog has for a barcode.", "larder products show 3017620422003"),
    ])

  static func validate(_ command: ParsedCommand) throws(UsageError) {
    guard let first = command.argument(0), Action(rawValue: first) != nil else {
      throw UsageError(
        message: Localization.current.tr(
          "Unknown action '{action}': use import or show", ["action": command.argument(0) ?? ""]
        ), command: spec.name)
    }
    guard command.argument(1)?.isEmpty == false else {
      let usage = first == "show" ? "products show BARCODE" : "products import FILE"
      throw UsageError(
        message: Localization.current.tr("Give it as 'larder {usage}'", ["usage": usage]),
        command: spec.name)
    }
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let catalogPath = ProductCatalog.path(besideHousehold: try context.databasePath(command))
    let argument = command.argument(1) ?? ""
    switch Action(rawValue: command.argument(0) ?? "") {
    case .import?:
      context.write(try importCatalog(argument, into: catalogPath) + "\n")
    case .show?:
      let barcode = try GTIN(argument)
      guard let catalog = try ProductCatalog.open(path: catalogPath) else {
        throw CatalogError.noCatalog(catalogPath)
      }
      guard let product = try catalog.product(barcode) else {
        throw CatalogError.notInCatalog(barcode)
      }
      context.write(
        CatalogView.text(
          CatalogMatch(product, language: Localization.current.language.code)))
    case nil:
      return
    }
  }

  /// Imports the export at `path` into the catalog at `catalogPath`; the counts line.
  private static func importCatalog(_ path: String, into catalogPath: String) throws -> String {
    let input = try CompressedInput(path: path)
    var first = try input.nextChunk()
    let format: CatalogReader.Format =
      first?.first(where: { ![0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) }) == 0x7B
      ? .jsonLines : .tabSeparated
    var reader = CatalogReader(format: format) {
      if let chunk = first {
        first = nil
        return chunk
      }
      return try input.nextChunk()
    }
    let progress = ProgressLine()
    let summary = try ProductCatalog.replace(at: catalogPath, reading: &reader) { read in
      progress.update(read, of: nil)
    }
    progress.finish(summary.read, of: summary.read)
    return CatalogView.summary(summary)
  }
}
