import LarderFiles
import LarderLanguage
import LarderMail
import LarderReports
import LarderWeb

extension MessageFamily {
  static let outputProblems = MessageFamily(
    "OutputFileError.Problem",
    [
      OutputFileError.Problem.isFolder, .notAFolder, .noFileName, .noFolderName, .notWritten,
      .missingFolder("/tmp/reports"),
    ],
    kind: { (problem: OutputFileError.Problem) -> OutputProblemCase? in
      switch problem {
      case .isFolder: .isFolder
      case .notAFolder: .notAFolder
      case .noFileName: .noFileName
      case .noFolderName: .noFolderName
      case .notWritten: .notWritten
      case .missingFolder: .missingFolder
      // The system's own words, which stay as the system gives them.
      case .system: nil
      }
    },
    render: { OutputFileError(path: "/tmp/a.xlsx", problem: $0).message($1) },
    english: { OutputFileError(path: "/tmp/a.xlsx", problem: $0).description })

  enum OutputProblemCase: CaseIterable {
    case isFolder, notAFolder, noFileName, noFolderName, notWritten, missingFolder
  }

  static let mailErrors = MessageFamily(
    "MailError", [MailError.badAddress("me at example"), .noRecipient],
    kind: { (error: MailError) -> MailErrorCase in
      switch error {
      case .badAddress: .badAddress
      case .noRecipient: .noRecipient
      }
    }, render: { $0.message($1) }, english: \.description)

  enum MailErrorCase: CaseIterable {
    case badAddress, noRecipient
  }

  static let deliveryErrors = MessageFamily(
    "DeliveryError",
    [
      DeliveryError.cannotRun(program: "/usr/sbin/sendmail", reason: "No such file or directory"),
      .sendmail(program: "/usr/sbin/sendmail", status: 75, output: "queue full"),
      .sendmailKilled(program: "/usr/sbin/sendmail", signal: 9, output: ""),
      .sendmailIncomplete(program: "/usr/sbin/sendmail", reason: "Broken pipe"),
      .smtp(reason: "Login denied", reply: "535 5.7.8 Authentication failed"),
      .notSMTP(scheme: "http"), .notSMTP(scheme: nil),
      .tlsRequired(url: "smtp://mail.example.org"),
    ],
    kind: { (error: DeliveryError) -> DeliveryErrorCase? in
      switch error {
      case .cannotRun: .cannotRun
      case .sendmail: .sendmail
      case .sendmailKilled: .sendmailKilled
      case .sendmailIncomplete: .sendmailIncomplete
      // libcurl's and the server's own words, after "SMTP: ".
      case .smtp: nil
      case .notSMTP: .notSMTP
      case .tlsRequired: .tlsRequired
      }
    }, render: { $0.message($1) }, english: \.description)

  enum DeliveryErrorCase: CaseIterable {
    case cannotRun, sendmail, sendmailKilled, sendmailIncomplete, notSMTP, tlsRequired
  }

  static let webErrors = MessageFamily(
    "WebError",
    [
      WebError.badListenAddress("[::1", .expectedBracketed),
      .badListenAddress("localhost", .expectedPlain), .badListenAddress("1.2.3.4:0", .badPort),
      .badListenAddress("pantry:8080", .notAnAddress("pantry")),
      .cannotListen("127.0.0.1:8080", reason: "Address already in use"), .tlsUnsupported,
      .badTLSFiles(reason: "GnuTLS: error 7"), .passwordTooShort(minimum: 12),
      .cryptoUnavailable,
    ],
    kind: { (error: WebError) -> WebErrorCase in
      switch error {
      case .badListenAddress(_, .expectedBracketed): .expectedBracketed
      case .badListenAddress(_, .expectedPlain): .expectedPlain
      case .badListenAddress(_, .badPort): .badPort
      case .badListenAddress(_, .notAnAddress): .notAnAddress
      case .cannotListen: .cannotListen
      case .tlsUnsupported: .tlsUnsupported
      case .badTLSFiles: .badTLSFiles
      case .passwordTooShort: .passwordTooShort
      case .cryptoUnavailable: .cryptoUnavailable
      }
    }, render: { $0.message($1) }, english: \.description)

  enum WebErrorCase: CaseIterable {
    case expectedBracketed, expectedPlain, badPort, notAnAddress, cannotListen
    case tlsUnsupported, badTLSFiles, passwordTooShort, cryptoUnavailable
  }

  static let xlsxActions = MessageFamily(
    "XLSXError.Action",
    [
      XLSXError.Action.write("/tmp/a.xlsx"), .create("/tmp/a.xlsx"), .addSheet("Purchases"),
      .writeRow(1_048_576, sheet: "Purchases"), .addTable(sheet: "Purchases"),
    ],
    kind: { (action: XLSXError.Action) -> XLSXActionCase in
      switch action {
      case .write: .write
      case .create: .create
      case .addSheet: .addSheet
      case .writeRow: .writeRow
      case .addTable: .addTable
      }
    },
    render: { XLSXError($0, .cannotStart).message($1) },
    english: { XLSXError($0, .cannotStart).description })

  enum XLSXActionCase: CaseIterable {
    case write, create, addSheet, writeRow, addTable
  }

  static let xlsxReasons = MessageFamily(
    "XLSXError.Reason",
    [XLSXError.Reason.library("Memory error"), .cannotStart, .refused, .file(.isFolder)],
    kind: { (reason: XLSXError.Reason) -> XLSXReasonCase? in
      switch reason {
      // libxlsxwriter's own words.
      case .library: nil
      case .cannotStart: .cannotStart
      case .refused: .refused
      case .file: .file
      }
    },
    render: { XLSXError(.addSheet("Purchases"), $0).message($1) },
    english: { XLSXError(.addSheet("Purchases"), $0).description })

  enum XLSXReasonCase: CaseIterable {
    case cannotStart, refused, file
  }

  /// Every family of messages the program shows.
  static let all: [MessageFamily] = [
    valueErrors, subjects, textFields, unitErrors, importProblems, csvProblems, storeErrors,
    rescaleProblems, unusableLots, undoRefusals, foreignFiles, writeProblems, violations,
    outputProblems,
    mailErrors, deliveryErrors, webErrors, xlsxActions, xlsxReasons,
  ]
}
