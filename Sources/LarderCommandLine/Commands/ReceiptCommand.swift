import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import LarderScan
import LarderStore

/// `larder receipt FILE…`: receipts (text, e-mail, PDF, photo, Taiwan e-invoice codes)
/// become purchases after one review; `larder receipt aliases` lists what was learned.
enum ReceiptCommand: Command {
  static let store = Option<String?>.label(
    "store", "name", "The store, when the receipt does not name it or names it otherwise.",
    describedDefault: "the receipt's first line")
  static let date = Option<CalendarDate?>.date(
    "date", "date", "The day of the purchase, when the receipt prints none: YYYY-MM-DD…",
    describedDefault: "the receipt's")
  static let currency = Option<Currency?>.value(
    "currency", "code", "The ISO 4217 currency of a receipt that shows none.",
    describedDefault: "$LARDER_CURRENCY, else EUR"
  ) { try Currency(code: $0.uppercased()) }
  static let map = Option<[String]>.list(
    "map", "TEXT=ITEM",
    "Take the line TEXT as the item ITEM (existing or new), with @QUANTITY UNIT for how much one is (\"CR.FRAICHE=Crème fraîche@200 g\"); remembered for the store; repeatable."
  )
  static let skip = Option<[String]>.list(
    "skip", "text", "Leave the line TEXT out (a bag, a non-food line); remembered; repeatable.")
  static let acceptDifference = Flag(
    "accept-difference", "Record even though the lines do not add up to the total printed.")
  static let noTotal = Flag(
    "no-total", "Record a receipt that prints no total, its lines as read.")
  static let yes = Flag("yes", "Record without asking, when no line is left undecided.")
  static let ocrLanguage = Option<String?>.text(
    "ocr-language", "codes",
    "The languages a photo is read in, as Tesseract names them, joined by + (fra+eng).",
    describedDefault: "the reader's language and English")
  static let forget = Option<String?>.text(
    "forget", "text", "With aliases: forget what the line TEXT is at --store.")
  static let format = Option.choice(
    "format", "format",
    "The output format: text, or json for the receipt and its purchases without recording (a dry run).",
    default: TextOrJSON.text)

  static let spec = CommandSpec(
    name: "receipt", abstract: "Turn receipts (text, e-mail, PDF, photo) into purchases.",
    discussion: """
      Each FILE is a receipt: plain text ('-' for standard input), an e-mail (.eml), a PDF,
      or a photo (JPEG, PNG), whose text is read by Tesseract and whose Taiwan e-invoice QR
      codes are read exactly. Its lines are matched to items: by what this store's lines
      were decided to be before, else by the item of that name. The review shows each line
      with its item, quantity and price, and checks that the lines add up to the total;
      a receipt whose lines do not add up, or whose total cannot be read, is recorded only
      with --accept-difference or --no-total.
      A line still unknown is asked about on a terminal, or decided with --map and --skip;
      the decisions are remembered for the store ('larder receipt aliases'). A discount or
      deposit lowers or raises the price of the line above it; one that belongs to no line
      is spread over the recorded lines in proportion to their prices, so spending equals
      what was paid. The receipt is one change ('larder undo' takes it back), and the same
      receipt is refused a second time.
      """,
    arguments: [
      .init(
        name: "file", help: "A receipt file, or 'aliases' to list the remembered lines.",
        completion: .file, repeats: true)
    ],
    options: [
      store, date, currency, map, skip, acceptDifference, noTotal, yes, ocrLanguage, forget,
      format,
    ],
    examples: [
      .init(
        "Show what a receipt would record, as JSON.", "larder receipt ticket.txt --format json"),
      .init(
        "Record a receipt, deciding its unknown lines.",
        "larder receipt ticket.txt --map \"CR.FRAICHE EP.30%=Crème fraîche@200 g\" --skip SAC --yes"
      ),
      .init("List what the store's lines were decided to be.", "larder receipt aliases"),
    ])

  static func validate(_ command: ParsedCommand) throws(UsageError) {
    let l = Localization.current
    guard command.argument(0) != nil else {
      throw UsageError(message: l.tr("give a receipt file, or 'aliases'"), command: spec.name)
    }
    if command.argument(0) == "aliases" {
      let receiptOnly = [
        date.spec, currency.spec, map.spec, skip.spec, acceptDifference.spec, noTotal.spec,
        yes.spec,
        ocrLanguage.spec, format.spec,
      ]
      if let given = receiptOnly.first(where: command.isGiven) {
        throw UsageError(
          message: l.tr("'--{option}' goes with a receipt file", ["option": given.name]),
          command: spec.name)
      }
      if command.isGiven(forget.spec) && !command.isGiven(store.spec) {
        throw UsageError(message: l.tr("--forget needs --store"), command: spec.name)
      }
    } else if command.isGiven(forget.spec) {
      throw UsageError(message: l.tr("--forget goes with 'receipt aliases'"), command: spec.name)
    }
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    if command.argument(0) == "aliases" { return try runAliases(command, context) }
    let decisions = try ReceiptDecisions(map: command[map], skip: command[skip])
    let household = try context.databasePath(command)
    // Without a household, an empty one answers (in memory): one is started only to record.
    var exists = Store.holdsHousehold(at: household)
    var database = exists ? try context.openStore(command) : try Store(path: ":memory:")
    let language =
      try command[ocrLanguage]
      ?? ReceiptInput.ocrLanguage(for: Localization.current.language.code)
    var index = 0
    while let path = command.argument(index) {
      index += 1
      let receipt = try ReceiptInput.read(
        try readFile(path, context), name: path,
        currency: command[currency] ?? context.defaultCurrency(),
        ocrLanguage: language)
      let review = ReceiptReview(
        command: command, context: context, path: path, decisions: decisions)
      var plan = try review.plan(receipt, database)
      if try command[format] == .json {
        context.write(try ReceiptView.json(plan))
        continue
      }
      guard try review.decide(&plan, database) else { continue }
      if !exists {
        database = try context.openStore(command, creating: true)
        exists = true
      }
      let recorded = try database.recordReceipt(
        plan, today: context.today(), via: .commandLine(arguments: command.typed))
      context.write(
        ReceiptView.recorded(
          store: plan.store, date: plan.date, purchases: recorded.purchases,
          total: recorded.total) + "\n")
    }
  }

  /// `receipt aliases [--store S] [--forget TEXT]`.
  static func runAliases(_ command: ParsedCommand, _ context: Context) throws {
    let database = try context.openStore(command, forReading: try command[forget] == nil)
    let store = try command[store]
    if let text = try command[forget], let store {
      try database.forgetReceiptAlias(
        store: store, text: text, via: .commandLine(arguments: command.typed))
      context.write(
        Localization.current.tr(
          "Forgot what '{text}' is on receipts from {store}.", ["text": text, "store": store])
          + "\n")
      return
    }
    let aliases = try database.receiptAliases(store: store)
    guard !aliases.isEmpty else {
      context.write(Localization.current.tr("No receipt line has been decided yet.") + "\n")
      return
    }
    context.write(ReceiptView.aliases(aliases))
  }

  /// The bytes of the receipt at `path`, or of standard input for `-`.
  ///
  /// - Throws: `MissingInput` for a file that does not exist or cannot be read.
  static func readFile(_ path: String, _ context: Context) throws -> Data {
    if path == "-" { return context.streams.input.readDataToEndOfFile() }
    let path = context.path(path)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
      !isFolder.boolValue,
      let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
    else { throw MissingInput(path: path) }
    return data
  }
}

/// A receipt is not recorded as read: its lines do not add up to its total and
/// --accept-difference was not given, or it prints no total and --no-total was not;
/// exits 65 (its message is `Larder.describe(_:)`'s).
enum ReceiptNotAddingUp: Error {
  /// The total printed, less the lines' sum.
  case differs(by: Money)
  /// No total read; the lines' sum.
  case noTotal(lines: Money)
}
