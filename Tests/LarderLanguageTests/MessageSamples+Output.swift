import LarderErrors
import LarderFiles
import LarderLanguage
import LarderLoading
import LarderMail
import LarderReports
import LarderScan
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
    render: { OutputFileError(path: "/tmp/a.xlsx", problem: $0).message($1) })

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
    }, render: { $0.message($1) })

  enum MailErrorCase: CaseIterable {
    case badAddress, noRecipient
  }

  static let deliveryErrors = MessageFamily(
    "DeliveryError",
    [
      DeliveryError.cannotRun(program: "/usr/sbin/sendmail", reason: .noSuchFile),
      .sendmail(program: "/usr/sbin/sendmail", status: 75, output: "queue full"),
      .sendmailKilled(program: "/usr/sbin/sendmail", signal: 9, output: ""),
      .sendmailIncomplete(program: "/usr/sbin/sendmail", reason: "Broken pipe"),
      .smtp(reason: .cannotStart, reply: "535 5.7.8 Authentication failed"),
      .notSMTP(scheme: "http"), .notSMTP(scheme: nil),
      .tlsRequired(url: "smtp://mail.example.org"),
    ],
    kind: { (error: DeliveryError) -> DeliveryErrorCase? in
      switch error {
      case .cannotRun: .cannotRun
      case .sendmail: .sendmail
      case .sendmailKilled: .sendmailKilled
      case .sendmailIncomplete: .sendmailIncomplete
      case .smtp: .smtp
      case .notSMTP: .notSMTP
      case .tlsRequired: .tlsRequired
      }
    }, render: { $0.message($1) })

  enum DeliveryErrorCase: CaseIterable {
    case cannotRun, sendmail, sendmailKilled, sendmailIncomplete, smtp, notSMTP, tlsRequired
  }

  static let runProblems = MessageFamily(
    "DeliveryError.RunProblem",
    [
      DeliveryError.RunProblem.notOnPath, .noSuchFile, .isDirectory, .notExecutable,
      .cannotStart(nil), .cannotStart("Permission denied"), .system("input/output error"),
    ],
    kind: { (problem: DeliveryError.RunProblem) -> RunProblemCase? in
      switch problem {
      case .notOnPath: .notOnPath
      case .noSuchFile: .noSuchFile
      case .isDirectory: .isDirectory
      case .notExecutable: .notExecutable
      case .cannotStart(nil): .cannotStart
      case .cannotStart: .cannotStartWithTheSystemsReason
      // The system's own words.
      case .system: nil
      }
    },
    render: { DeliveryError.cannotRun(program: "sendmail", reason: $0).message($1) })

  enum RunProblemCase: CaseIterable {
    case notOnPath, noSuchFile, isDirectory, notExecutable, cannotStart
    case cannotStartWithTheSystemsReason
  }

  static let smtpProblems = MessageFamily(
    "DeliveryError.SMTPProblem",
    [
      DeliveryError.SMTPProblem.cannotStart, .refusedOption("CURLOPT_USE_SSL"),
      .library("Login denied"),
    ],
    kind: { (problem: DeliveryError.SMTPProblem) -> SMTPProblemCase? in
      switch problem {
      case .cannotStart: .cannotStart
      case .refusedOption: .refusedOption
      // libcurl's own words; the library that is not loaded, in libraryErrors.
      case .library, .notLoaded: nil
      }
    },
    render: { DeliveryError.smtp(reason: $0, reply: nil).message($1) })

  enum SMTPProblemCase: CaseIterable {
    case cannotStart, refusedOption
  }

  static let listenFailures = MessageFamily(
    "WebError.ListenFailure",
    [WebError.ListenFailure.library("Address already in use"), .portInUseOrForeign],
    kind: { (failure: WebError.ListenFailure) -> ListenFailureCase in
      switch failure {
      case .library: .library
      case .portInUseOrForeign: .portInUseOrForeign
      }
    },
    render: { WebError.cannotListen("127.0.0.1:8080", reason: $0).message($1) })

  enum ListenFailureCase: CaseIterable {
    case library, portInUseOrForeign
  }

  static let webErrors = MessageFamily(
    "WebError",
    [
      WebError.badListenAddress("[::1", .expectedBracketed),
      .badListenAddress("localhost", .expectedPlain), .badListenAddress("1.2.3.4:0", .badPort),
      .badListenAddress("pantry:8080", .notAnAddress("pantry")),
      .cannotListen("127.0.0.1:8080", reason: .portInUseOrForeign), .tlsUnsupported,
      .badTLSFiles(reason: "GnuTLS: error 7"), .passwordTooShort(minimum: 12),
      .cryptoUnavailable, .notLoaded(.cannotLoad(library: "libmicrohttpd.so.12", reason: "ENOENT")),
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
      case .notLoaded: .notLoaded
      }
    }, render: { $0.message($1) })

  enum WebErrorCase: CaseIterable {
    case expectedBracketed, expectedPlain, badPort, notAnAddress, cannotListen
    case tlsUnsupported, badTLSFiles, passwordTooShort, cryptoUnavailable, notLoaded
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
    render: { XLSXError($0, .cannotStart).message($1) })

  enum XLSXActionCase: CaseIterable {
    case write, create, addSheet, writeRow, addTable
  }

  static let xlsxReasons = MessageFamily(
    "XLSXError.Reason",
    [XLSXError.Reason.library("Memory error"), .cannotStart, .refused, .file(.isFolder)],
    kind: { (reason: XLSXError.Reason) -> XLSXReasonCase? in
      switch reason {
      // libxlsxwriter's own words; the library that is not loaded, in libraryErrors.
      case .library, .notLoaded: nil
      case .cannotStart: .cannotStart
      case .refused: .refused
      case .file: .file
      }
    },
    render: { XLSXError(.addSheet("Purchases"), $0).message($1) })

  enum XLSXReasonCase: CaseIterable {
    case cannotStart, refused, file
  }

  static let scanErrors = MessageFamily(
    "ScanError",
    [
      ScanError.notAnImage(name: "/tmp/Rice.jpg"),
      .tooLarge(name: "/tmp/Rice.jpg", width: 10_000, height: 6_000),
      .noBarcode(name: "/tmp/Rice.jpg"),
      .notLoaded(.cannotLoad(library: "libzbar.so.0", reason: "ENOENT")),
      .notAPDF(name: "/tmp/ticket.pdf"), .noLanguageData(language: "jpn+eng"),
      .notAReceipt(name: "/tmp/ticket.txt"),
      .tooManyLines(name: "/tmp/ticket.txt", maximum: 2_000),
      .tooSlow(name: "/tmp/ticket.jpg", seconds: 60),
    ],
    kind: { (error: ScanError) -> ScanErrorCase in
      switch error {
      case .notAnImage: .notAnImage
      case .tooLarge: .tooLarge
      case .noBarcode: .noBarcode
      case .notLoaded: .notLoaded
      case .notAPDF: .notAPDF
      case .noLanguageData: .noLanguageData
      case .notAReceipt: .notAReceipt
      case .tooManyLines: .tooManyLines
      case .tooSlow: .tooSlow
      }
    }, render: { $0.message($1) })

  enum ScanErrorCase: CaseIterable {
    case notAnImage, tooLarge, noBarcode, notLoaded, notAPDF, noLanguageData, notAReceipt
    case tooManyLines, tooSlow
  }

  static let libraryErrors = MessageFamily(
    "LibraryError",
    [
      LibraryError.cannotLoad(library: "libcurl.so.4", reason: "ENOENT"),
      .missingFunction(library: "libcurl.so.4", function: "curl_easy_init"),
      .notInstalled(library: "libmosquitto.so.1", package: "libmosquitto1", reason: "ENOENT"),
    ],
    kind: { (error: LibraryError) -> LibraryErrorCase in
      switch error {
      case .cannotLoad: .cannotLoad
      case .missingFunction: .missingFunction
      case .notInstalled: .notInstalled
      }
    }, render: { $0.message($1) })

  enum LibraryErrorCase: CaseIterable {
    case cannotLoad, missingFunction, notInstalled
  }

  static let mqttErrors = MessageFamily(
    "MQTTError",
    [
      MQTTError.notLoaded(
        .notInstalled(
          library: "libmosquitto.so.1", package: "libmosquitto1", reason: "ENOENT")),
      .failed(function: "mosquitto_tls_set", reason: "EINVAL"),
    ],
    kind: { (error: MQTTError) -> MQTTErrorCase in
      switch error {
      case .notLoaded: .notLoaded
      case .failed: .failed
      }
    }, render: { $0.message($1) })

  enum MQTTErrorCase: CaseIterable {
    case notLoaded, failed
  }

  /// Every family of messages the program shows.
  static let all: [MessageFamily] = [
    valueErrors, subjects, textFields, unitErrors, importProblems, rowPlaces, csvProblems,
    storeErrors,
    rescaleProblems, unusableLots, undoRefusals, foreignFiles, writeProblems, violations,
    backupErrors,
    outputProblems,
    mailErrors, deliveryErrors, runProblems, smtpProblems, webErrors, listenFailures, xlsxActions,
    xlsxReasons, scanErrors, libraryErrors, mqttErrors, catalogErrors, compressedInputErrors,
  ]
}
