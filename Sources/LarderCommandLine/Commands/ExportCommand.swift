import Foundation
import LarderCore
import LarderFiles
import LarderLanguage
import LarderReports
import LarderStore

/// `larder export`: the whole household as a workbook, as import files, or its purchases as
/// an accounting journal.
enum ExportCommand: Command {
  /// The formats `--format` takes.
  enum Format: String, OptionValues {
    case xlsx, csv, journal
  }

  static let format = Option.choice("format", "format", "What to write.", default: Format.xlsx)
  static let output = Option<String?>.path(
    "output", "path", "The workbook or journal to write, or the folder for the CSV files."
  ).completing(.file).required("Missing --output: the file or folder to write")
  static let within = Option<Int>.count(
    "within", "days", "How many days ahead the Expiring sheet looks.", default: 7)
  static let maxRows = Option<Int>.count(
    "max-rows", "rows", "Rows per sheet, header included, before a sheet continues.",
    in: 0...Workbook.maxRows, default: Workbook.maxRows)
  static let account = Option<[String]>.list(
    "account", "METHOD=ACCOUNT",
    "With --format journal: the account that pays for purchases paid by METHOD (card, cash, or other when the receipt did not say); repeatable."
  )
  static let asOf = AsOfOption.standard
  static let minHistory = MinHistoryOption.option

  static let spec = CommandSpec(
    name: "export",
    abstract:
      "Export the whole household: an XLSX workbook, CSV files that import back, or a journal.",
    discussion: """
      --format xlsx writes one workbook with the sheets Summary, Spending (months by
      categories, with SUM totals), Purchases, Events, Stock and Expiring. Purchases and
      Events continue on 'Purchases (2)' … when they pass --max-rows.

      --format csv writes purchases.csv and events.csv into the folder --output, in
      exactly the format 'larder import' reads, with every value exact and each lot's id,
      so importing them into an empty database gives the same household back. Nothing in
      them is altered for spreadsheets: open the XLSX export or a report for that.

      --format journal writes the purchases (of --from to --to, or all) as a plain-text
      journal that hledger and ledger read: one transaction per day and store, one
      posting per lot to expenses:food:CATEGORY with its exact price, paid from the
      account of how it was paid, as its receipt says: by card from assets:bank:checking,
      in cash or when not known from assets:cash; --account card=ACCOUNT, cash=ACCOUNT
      and other=ACCOUNT choose others.

      Each file is written under a temporary name and renamed into place when complete.
      On a terminal, a progress line shows the rows done, the total and the rate.
      """,
    options: [format, output, DateRangeOptions(), within, maxRows, account, asOf, minHistory],
    examples: [
      .init(
        "The whole household as a workbook.",
        "larder export --format xlsx --output household.xlsx"),
      .init(
        "A backup that imports back: the folder backup gets purchases.csv and events.csv.",
        "larder export --format csv --output backup"),
      .init(
        "The purchases of 2026 for hledger or ledger.",
        "larder export --format journal --from 2026-01-01 --to 2026-12-31 --output 2026.journal"),
    ])

  /// `--output` is required; the CSV export writes a folder, so a `.csv` path is refused;
  /// it must import back, so it is always the whole household and takes no `--from`/`--to`; the workbook's `--max-rows` is at least 2
  /// (a header and a row).
  static func validate(_ command: ParsedCommand) throws(UsageError) {
    _ = try command[output]
    if command.isGiven(account.spec), try command[format] != .journal {
      throw UsageError(
        message: Localization.current.tr("--account goes with --format journal"),
        command: spec.name)
    }
    let period = try DateRangeOptions().range(command)
    switch try command[format] {
    case .csv:
      if try command[output].lowercased().hasSuffix(".csv") {
        throw UsageError(
          message: Localization.current.tr(
            "The CSV export writes a folder of two files, purchases.csv and events.csv; give --output a folder, such as 'household', not a .csv file"
          ),
          command: spec.name)
      }
      guard period == nil else {
        throw UsageError(
          message: Localization.current.tr(
            "The CSV export is always the whole household, so that it imports back; leave out --from and --to"
          ), command: spec.name)
      }
    case .journal:
      _ = try accounts(command)
    case .xlsx:
      guard try (2...Workbook.maxRows).contains(command[maxRows]) else {
        throw UsageError(
          message: Localization.current.tr(
            "--max-rows must be from 2 to {max}", ["max": "\(Workbook.maxRows)"]),
          command: spec.name)
      }
    }
  }

  /// The journal's accounts: the defaults, with those `--account METHOD=ACCOUNT` gives.
  ///
  /// - Throws: `UsageError` for a METHOD other than card, cash and other, or an ACCOUNT
  ///   hledger or ledger would not read as one.
  static func accounts(_ command: ParsedCommand) throws(UsageError) -> LedgerJournal.Accounts {
    let l = Localization.current
    var accounts = LedgerJournal.Accounts()
    for given in try command[account] {
      let parts = given.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts.count == 2 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
      guard parts.count == 2, LedgerJournal.Accounts.isValid(name) else {
        throw UsageError(
          message: l.tr(
            "--account takes METHOD=ACCOUNT, such as card=assets:bank:checking; '{given}' is not one",
            ["given": given]), command: spec.name)
      }
      switch parts[0].trimmingCharacters(in: .whitespaces).lowercased() {
      case "card": accounts.card = name
      case "cash": accounts.cash = name
      case "other": accounts.other = name
      default:
        throw UsageError(
          message: l.tr(
            "--account: '{method}' is no payment method; give card, cash or other",
            ["method": parts[0]]), command: spec.name)
      }
    }
    return accounts
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let output = try command[Self.output]
    let asOf = try Self.asOf.date(command, context)
    let period = try DateRangeOptions().range(command)
    let store = try context.openStore(command, forReading: true)
    try store.snapshot {
      switch try command[format] {
      case .csv:
        try exportCSV(store, to: output, command, context)
      case .journal:
        try exportJournal(
          store, to: context.output(output, command), period: period, asOf: asOf,
          accounts: try accounts(command), context)
      case .xlsx:
        try exportXLSX(
          store, to: context.output(output, command), period: period, asOf: asOf,
          within: try command[within], maxRows: try command[maxRows],
          minHistory: try command[minHistory], context)
      }
    }
  }

  private static func exportCSV(
    _ store: Store, to folder: String, _ command: ParsedCommand, _ context: Context
  ) throws {
    try OutputFolder.create(context.path(folder))
    let total = try store.lotCount(in: nil) + store.eventCount(in: nil)
    let progress = ProgressLine(context)
    var done = 0
    let purchases = try CSVExportFile(
      context.output(folder + "/purchases.csv", command), format: .purchases)
    try store.forEachExportedLot { lot in
      try purchases.write(ImportFormat.purchaseFields(lot))
      done += 1
      progress.update(done, of: total)
    }
    let events = try CSVExportFile(
      context.output(folder + "/events.csv", command), format: .events)
    try store.forEachExportedEvent { event in
      try events.write(ImportFormat.eventFields(event))
      done += 1
      progress.update(done, of: total)
    }
    try CSVExportFile.commit([purchases, events])
    progress.finish(done, of: total)
    context.note(
      Localization.current.tr(
        "Wrote {first} and {second}.",
        ["first": folder + "/purchases.csv", "second": folder + "/events.csv"]))
  }

  /// Writes the purchases of `period` (all when nil) as a journal, by day then entry.
  private static func exportJournal(
    _ store: Store, to target: OutputTarget, period: DateRange?, asOf: CalendarDate,
    accounts: LedgerJournal.Accounts, _ context: Context
  ) throws {
    let total = try store.lotCount(in: period)
    let progress = ProgressLine(context)
    var done = 0
    let file = try AtomicFile(target)
    let journal = try LedgerJournal(
      noStore: Localization.current.tr("no store"), accounts: accounts
    ) {
      try file.write($0)
    }
    try store.forEachLot(in: period, asOf: asOf) { line in
      try journal.add(
        LedgerJournal.Purchase(
          date: line.lot.purchasedOn, store: line.lot.store, category: line.item.category,
          item: line.item.name, quantity: line.lot.quantity, unit: line.item.unit,
          price: line.lot.price, payment: line.lot.payment))
      done += 1
      progress.update(done, of: total)
    }
    try journal.finish()
    try file.commit()
    progress.finish(done, of: total)
    context.note(Localization.current.tr("Wrote {path}.", ["path": target.path]))
  }

  /// Writes the household workbook to `target`; with `showsProgress` (the command), a
  /// progress line on a terminal and "Wrote …" at the end; without (`serve`), nothing.
  static func exportXLSX(
    _ store: Store, to target: OutputTarget, period: DateRange?, asOf: CalendarDate, within: Int,
    maxRows: Int, minHistory: Int, _ context: Context, showsProgress: Bool = true
  ) throws {
    let total = try store.lotCount(in: period) + store.eventCount(in: period)
    let progress = ProgressLine(context, enabled: showsProgress)
    var done = 0
    let export = try XLSXExport(target, asOf: asOf, maxRows: maxRows)
    let history = try store.spendingHistory(in: period)
    try export.writeSummary(history)
    try export.writeSpending(
      history, primary: try context.defaultCurrency(), budgets: try store.budgets(),
      budgetMonth: asOf.month)
    try export.beginPurchases()
    let names = try store.namesByItem()
    try store.forEachLot(in: period, asOf: asOf) { line in
      try export.addPurchase(line, names: names[line.item.id])
      done += 1
      progress.update(done, of: total)
    }
    try export.beginEvents()
    try store.forEachEvent(in: period) { line in
      try export.addEvent(line)
      done += 1
      progress.update(done, of: total)
    }
    try export.writeStock(
      try store.projections(
        asOf: asOf, window: MonthlyReport.rateWindow, minHistory: minHistory,
        keepingWastedLots: false),
      nextExpiry: try store.nextExpiries(asOf: asOf))
    try export.writeExpiring(try store.expiryOutlook(asOf: asOf, within: within))
    try export.close()
    progress.finish(done, of: total)
    if showsProgress {
      context.note(Localization.current.tr("Wrote {path}.", ["path": target.path]))
    }
  }
}
