import Foundation
import LarderCore
import LarderReports

/// `larder generate`: deterministic synthetic data for benchmarks and trials.
enum GenerateCommand: Command {
  static let spec = CommandSpec(
    name: "generate",
    abstract:
      "Write synthetic purchases and events in the import format, for trials and benchmarks.",
    discussion: """
      Weekly trips to a few stores over the years before 2026-10-31, staples used steadily,
      perishables with short expiries, and about 5% of quantities discarded. The same seed
      gives the same files. --output gets purchases.csv and events.csv (events name their
      lots, so they import back exactly); --journal also writes the purchases as an
      hledger/ledger journal, one transaction per lot.
      """,
    options: [
      .value("lots", "count", "How many purchases (lots) to write."),
      .value("items", "count", "How many distinct items.", default: "60"),
      .value("years", "count", "How many years of history.", default: "2"),
      .value("seed", "number", "The random seed.", default: "1"),
      .value("output", "folder", "The folder for purchases.csv and events.csv."),
      .value("journal", "path", "Also write the purchases as an hledger/ledger journal."),
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    guard let lots = try command.count("lots", in: 1...100_000_000) else {
      throw UsageError(message: "Missing --lots: how many purchases to write", command: spec.name)
    }
    guard let folder = command.string("output") else {
      throw UsageError(message: "Missing --output: the folder to write to", command: spec.name)
    }
    var options = HouseholdGenerator.Options(lots: lots)
    options.items = try command.count("items", in: 1...1_000_000) ?? 60
    // The history ends on 2026-10-31; a century keeps every date one that import accepts.
    options.years = try command.count("years", in: 1...100) ?? 2
    options.seed =
      try command.value("seed") { text -> UInt64 in
        guard let seed = UInt64(text) else { throw Reason("expected a whole number") }
        return seed
      } ?? 1
    try OutputFolder.create(folder)
    let purchases = try CSVExportFile(
      context.output(folder + "/purchases.csv", command), format: .purchases)
    let events = try CSVExportFile(
      context.output(folder + "/events.csv", command), format: .events)
    let journal = try command.string("journal").map { try AtomicFile(context.output($0, command)) }
    try journal?.write(LedgerJournal.header)
    var counts = (purchases: 0, events: 0)
    try HouseholdGenerator(options).generate(
      purchase: { row in
        try purchases.write(ImportFormat.purchaseFields(row))
        try journal?.write(LedgerJournal.transaction(row))
        counts.purchases += 1
      },
      event: { row in
        try events.write(ImportFormat.eventFields(row))
        counts.events += 1
      })
    try CSVExportFile.commit([purchases, events])
    try journal?.commit()
    context.note(
      "Wrote \(counts.purchases) purchases and \(counts.events) events to \(folder)"
        + (command.string("journal").map { " and the journal \($0)" } ?? "") + ".")
  }
}
