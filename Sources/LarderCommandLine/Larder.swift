import Foundation
import LarderCore
import LarderErrors
import LarderFiles
import LarderLanguage
import LarderLoading
import LarderMail
import LarderReports
import LarderScan
import LarderStore
import LarderWeb

/// The `larder` command line: picks the subcommand, runs it, and turns errors into
/// messages and exit codes (0 ok, 64 usage, 65 bad data, 66 missing input, 1 other).
public enum Larder {
  /// A subcommand's name, spec, validation and how to run it. The spec is built when it is
  /// asked for: a command builds its own, not every command's.
  struct Entry: Sendable {
    var name: String
    private var makeSpec: @Sendable () -> CommandSpec
    var validate: @Sendable (ParsedCommand) throws(UsageError) -> Void
    var run: @Sendable (ParsedCommand, Context) throws -> Void

    /// The command's spec (`name` is its name).
    var spec: CommandSpec { makeSpec() }

    /// The entry of a command type, whose spec is named `name`.
    init<C: Command>(_ name: String, _ command: C.Type) {
      self.name = name
      makeSpec = { C.spec }
      validate = { command throws(UsageError) in try C.validate(command) }
      run = { command, context in try C.run(command, context) }
    }

    /// The entry of a command that is a value (`consume`, `discard`), which validates nothing.
    init(
      _ name: String, spec: @escaping @Sendable () -> CommandSpec,
      run: @escaping @Sendable (ParsedCommand, Context) throws -> Void
    ) {
      self.name = name
      makeSpec = spec
      validate = { _ throws(UsageError) in }
      self.run = run
    }
  }

  static let commands: [Entry] = [
    Entry("add", AddCommand.self),
    Entry("list", ListCommand.self),
    Entry("search", SearchCommand.self),
    Entry("show", ShowCommand.self),
    Entry("edit", EditCommand.self),
    Entry("scan", ScanCommand.self),
    Entry(
      "consume", spec: { UseCommand.consume.spec }, run: { try UseCommand.consume.run($0, $1) }),
    Entry(
      "discard", spec: { UseCommand.discard.spec }, run: { try UseCommand.discard.run($0, $1) }),
    Entry("open", spec: { StateCommand.open.spec }, run: { try StateCommand.open.run($0, $1) }),
    Entry(
      "freeze", spec: { StateCommand.freeze.spec }, run: { try StateCommand.freeze.run($0, $1) }),
    Entry("thaw", spec: { StateCommand.thaw.spec }, run: { try StateCommand.thaw.run($0, $1) }),
    Entry("stocktake", StocktakeCommand.self),
    Entry("delete", DeleteCommand.self),
    Entry("merge", MergeCommand.self),
    Entry("category", CategoryCommand.self),
    Entry("history", HistoryCommand.self),
    Entry("undo", UndoCommand.self),
    Entry("redo", RedoCommand.self),
    Entry("import", ImportCommand.self),
    Entry("receipt", ReceiptCommand.self),
    Entry("products", ProductsCommand.self),
    Entry("spending", SpendingCommand.self),
    Entry("rates", RatesCommand.self),
    Entry("expiring", ExpiringCommand.self),
    Entry("forecast", ForecastCommand.self),
    Entry("waste", WasteCommand.self),
    Entry("restock", RestockCommand.self),
    Entry("shopping", ShoppingCommand.self),
    Entry("recipe", RecipeCommand.self),
    Entry("cook", CookCommand.self),
    Entry("plan", PlanCommand.self),
    Entry("budget", BudgetCommand.self),
    Entry("prices", PricesCommand.self),
    Entry("inflation", InflationCommand.self),
    Entry("report", ReportCommand.self),
    Entry("export", ExportCommand.self),
    Entry("digest", DigestCommand.self),
    Entry("calendar", CalendarCommand.self),
    Entry("serve", ServeCommand.self),
    Entry("generate", GenerateCommand.self),
    Entry("check", CheckCommand.self),
    Entry("backup", BackupCommand.self),
    Entry("restore", RestoreCommand.self),
    Entry("help", HelpCommand.self),
    Entry("version", VersionCommand.self),
  ]

  /// Runs the command line and returns the exit status.
  public static func main(_ arguments: [String], environment: [String: String]) -> Int32 {
    main(arguments, Context(environment: environment))
  }

  /// Runs the command line in `context` (its streams and working directory) and returns
  /// the exit status.
  static func main(_ arguments: [String], _ context: Context) -> Int32 {
    // Help and errors met before the command line is parsed follow the language it asks for.
    let language = LanguageOption.bestEffort(arguments, context)
    return Localization.$current.withValue(Localization(language)) {
      run(arguments, context)
    }
  }

  /// Runs the command line under the language guessed from it, which the parsed `--lang`
  /// then confirms.
  private static func run(_ arguments: [String], _ context: Context) -> Int32 {
    let environment = context.environment
    let arguments = CommonOptions.afterTheCommand(arguments)
    let l = Localization.current
    let name = arguments.first ?? "--help"
    if name == "-h" || name == "--help" {
      context.write(Help.overviewText(commands.map(\.spec), width: context.width))
      return 0
    }
    if name == "--version" {
      context.write(Version.report())
      return 0
    }
    if let status = runHidden(arguments, context) { return status }
    guard let entry = commands.first(where: { $0.name == name }) else {
      let message = Suggestion.message(
        l.tr("Unknown subcommand '{name}'", ["name": name]), typed: name,
        among: commands.map(\.name))
      context.note(Larder.errorLine(message) + "\n" + Help.errorFooter(nil), terminated: false)
      return 64
    }
    var verbose = context.environment["LARDER_DEBUG"] == "1"
    do {
      let command = try ParsedCommand(spec: entry.spec, tokens: Array(arguments.dropFirst()))
      verbose = verbose || command[CommonOptions.verbose]
      let language = try LanguageOption.choice(command, context).language
      // The guess is usually right: its texts (and their locale) are kept then.
      let localization = language == l.language ? l : Localization(language)
      // JSON and CSV are interfaces: their rows keep one order of names in every language.
      let machine = ["json", "csv"].contains(command.values["format"]?.last ?? "")
      return try Larder.withCollation(of: language, machine: machine) {
        try Localization.$current.withValue(localization) {
          try TypedInput.$current.withValue(
            TypedInput(Larder.readingLocalization(command, localization), today: context.today())
          ) {
            if command.wantsHelp {
              context.write(Help.text(entry.spec, width: context.width))
              return 0
            }
            try entry.validate(command)
            let colour = try command[CommonOptions.color].enabled(
              environment: environment, isTerminal: context.isTerminal(STDOUT_FILENO))
            try Emphasis.$enabled.withValue(colour) { try entry.run(command, context) }
            context.households.announce(context)
            return 0
          }
        }
      }
    } catch let error as UsageError {
      context.households.discardUnused(context)
      let spec = error.command.flatMap { name in commands.first { $0.name == name }?.spec }
      context.note(
        Larder.errorLine(error.message) + "\n"
          + Help.errorFooter(spec, width: context.width(of: STDERR_FILENO)),
        terminated: false)
      return 64
    } catch {
      context.households.discardUnused(context)
      let (message, status) = describe(error)
      context.note(
        Larder.errorLine(message.split(whereSeparator: \.isNewline).joined(separator: " ")))
      if verbose {
        context.note(l.tr("Detail: {detail}", ["detail": String(reflecting: error)]))
      }
      return status
    }
  }

  /// `body` with names collated in `language`'s order; English and the machine formats keep
  /// the root order, whose locale is made only when two names are first compared (a small
  /// command that sorts nothing never asks ICU for one).
  static func withCollation<T>(of language: Language, machine: Bool, _ body: () throws -> T)
    rethrows -> T
  {
    guard language != .english, !machine else { return try body() }
    return try NameOrder.$collation.withValue(
      Locale(identifier: String(language.code.map { $0 == "-" ? "_" : $0 }))
    ) { try body() }
  }

  /// `Error: message` in the current language.
  static func errorLine(_ message: String) -> String {
    // TRANSLATORS: the line that reports an error; {message} is the error's message.
    Localization.current.tr("Error: {message}", ["message": message])
  }

  /// The one-line message and exit status for an error: a library's message, and for the
  /// store's refusals the command or option that helps (`StoreError.advice(_:)`).
  static func describe(_ error: any Error) -> (String, Int32) {
    let l = Localization.current
    let text = ErrorMessage.text(error)
    switch error {
    case let error as MissingInput:
      return (l.tr("cannot open '{path}': no such readable file", ["path": error.path]), 66)
    case let error as CheckFailed:
      return (
        l.trn(
          "the database has {count} problem", "the database has {count} problems",
          count: error.count), 65
      )
    case let error as ScanError:
      switch error {
      case .notLoaded, .noLanguageData: return (text, 1)
      default: return (text, 65)
      }
    case is ImportError, is CSVError, is ValueError, is RecipeReadError: return (text, 65)
    case let error as UnreadableRecipeFile:
      return (
        l.tr(
          "cannot import {path}: {reason}",
          ["path": error.path, "reason": ErrorMessage.text(error.reason)]),
        error.reason is LibraryError ? 1 : 65
      )
    case let error as ReceiptNotAddingUp:
      let f = Formats()
      switch error {
      case .differs(let difference):
        return (
          l.tr(
            "the receipt's lines do not add up to its total (a difference of {difference}); check the lines, or give --accept-difference to record them as read",
            ["difference": f.sentenceMoney(difference)]), 65
        )
      case .noTotal(let sum):
        return (
          l.tr(
            "no total was read on the receipt (its lines add up to {sum}); check the lines, or give --no-total to record a receipt that prints none",
            ["sum": f.sentenceMoney(sum)]), 65
        )
      }
    case is NothingToAdd:
      return (
        l.tr(
          "none of the barcodes found is on an item bought before or in the product catalog; give one to an item with 'larder edit ITEM --barcode CODE'"
        ), 65
      )
    case let error as CompressedInputError:
      if case .cannotOpen = error { return (text, 66) }
      return (text, 65)
    case let error as CatalogError:
      switch error {
      case .missingColumn, .noHeader: return (text, 65)
      case .noCatalog:
        return (text + l.tr(": import one with 'larder products import'"), 66)
      case .notInCatalog: return (text, 66)
      case .cannotReplace: return (text, 1)
      }
    case let error as WebError:
      if case .badTLSFiles = error { return (text, 65) }
      return (text, 1)
    case is XLSXError, is OutputFileError, is DeliveryError, is LibraryError, is MQTTError:
      return (text, 1)
    case let error as BackupError:
      switch error {
      case .missingBackup: return (text, 66)
      case .damagedBackup, .backupFailsCheck: return (text, 65)
      case .copyFailsCheck: return (text + l.tr("; run 'larder check' on the household"), 65)
      case .databaseInUse, .targetInUse: return (text, 75)
      case .cannotWrite: return (text, 1)
      }
    case let error as StoreError:
      let message = text + error.advice(l)
      switch error {
      case .newerSchema, .cannotCreateFolder, .notWritable, .needsUpgrade, .cannotBackUp,
        .unreadable, .unreadableLog:
        return (message, 1)
      case .busy: return (message, 75)
      case .missingDatabase, .missingGrocyFile: return (message, 66)
      case .databaseIsFolder: return (message, 64)
      default: return (message, 65)
      }
    case let error as SQLiteError:
      if error.isIntegerOverflow {
        return (ErrorMessage.text(ValueError.overflow(what: .total)), 65)
      }
      if error.isStorageFailure {
        return (
          l.tr(
            "cannot write the database ({reason}); nothing was changed. Check that the disk has space and the file is writable",
            ["reason": error.message]), 1
        )
      }
      return (text, 1)
    default: return (text, 1)
    }
  }
}
