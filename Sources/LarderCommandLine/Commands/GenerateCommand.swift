import Foundation
import LarderCore
import LarderFiles
import LarderLanguage
import LarderReports

/// `larder generate`: deterministic synthetic data for benchmarks and trials.
enum GenerateCommand: Command {
  static let lots = Option<Int?>.count(
    "lots", "count", "How many purchases (lots) to write.", in: 1...100_000_000
  ).required("Missing --lots: how many purchases to write")
  static let items = Option<Int>.count(
    "items", "count", "How many distinct items.", in: 1...1_000_000, default: 60)
  /// The history ends on 2026-10-31; a century keeps every date one that import accepts.
  static let years = Option<Int>.count(
    "years", "count", "How many years of history.", in: 1...100, default: 2)
  static let seed = Option<UInt64>.value("seed", "number", "The random seed.", default: 1) {
    text in
    guard let seed = UInt64(text) else {
      throw Reason(Localization.current.tr("expected a whole number"))
    }
    return seed
  }
  static let output = Option<String?>.path(
    "output", "folder", "The folder for purchases.csv and events.csv."
  ).completing(.folder).required("Missing --output: the folder to write to")
  static let journal = Option<String?>.path(
    "journal", "path", "Also write the purchases as an hledger/ledger journal."
  ).completing(.file)

  static let spec = CommandSpec(
    name: "generate",
    abstract:
      "Write synthetic purchases and events in the import format, for trials and benchmarks.",
    discussion: """
      Weekly trips to a few stores over the years before 2026-10-31, staples used steadily,
      perishables with short expiries, and about 5% of quantities discarded. The same seed
      gives the same files. --output gets purchases.csv and events.csv (events name their
      lots, so they import back exactly); --journal also writes the purchases as an
      hledger/ledger journal, one transaction per day and store.
      """,
    options: [lots, items, years, seed, output, journal],
    examples: [
      .init(
        "A thousand synthetic purchases and their events in the folder trial.",
        "larder generate --lots 1000 --output trial")
    ])

  /// `--lots` and `--output` are required: reading a required option that is absent throws
  /// its message.
  static func validate(_ command: ParsedCommand) throws(UsageError) {
    _ = try command[lots]
    _ = try command[output]
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let folder = try command[output]
    var options = HouseholdGenerator.Options(lots: try command[lots])
    options.items = try command[items]
    options.years = try command[years]
    options.seed = try command[seed]
    try OutputFolder.create(context.path(folder))
    let purchases = try CSVExportFile(
      context.output(folder + "/purchases.csv", command), format: .purchases)
    let events = try CSVExportFile(
      context.output(folder + "/events.csv", command), format: .events)
    let journalPath = try command[journal]
    let journalFile = try journalPath.map { try AtomicFile(context.output($0, command)) }
    let journal = try journalFile.map { file in
      try LedgerJournal(noStore: Localization.current.tr("no store")) { try file.write($0) }
    }
    var counts = (purchases: 0, events: 0)
    try HouseholdGenerator(options).generate(
      purchase: { row in
        try purchases.write(ImportFormat.purchaseFields(row))
        try journal?.add(
          LedgerJournal.Purchase(
            date: row.date, store: row.store, category: row.category ?? "", item: row.item,
            quantity: row.quantity, unit: row.unit ?? "pcs", price: row.price))
        counts.purchases += 1
      },
      event: { row in
        try events.write(ImportFormat.eventFields(row))
        counts.events += 1
      })
    try journal?.finish()
    try CSVExportFile.commit([purchases, events])
    try journalFile?.commit()
    let l = Localization.current
    let values: KeyValuePairs<String, String> = [
      "purchases": "\(counts.purchases)", "events": "\(counts.events)", "folder": folder,
      "journal": journalPath ?? "",
    ]
    context.note(
      journalPath == nil
        ? l.tr("Wrote {purchases} purchases and {events} events to {folder}.", values)
        : l.tr(
          "Wrote {purchases} purchases and {events} events to {folder} and the journal {journal}.",
          values))
  }
}
