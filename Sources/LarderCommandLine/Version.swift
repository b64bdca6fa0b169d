import LarderErrors
import LarderLanguage
import LarderLoading
import LarderMail
import LarderReports
import LarderScan
import LarderStore
import LarderWeb

/// Larder's version, written here and nowhere else: `larder --version` prints it and the
/// Makefile reads it for the Debian package and the man pages.
public enum Version {
  /// The release, as `MAJOR.MINOR.PATCH`.
  public static let number = "1.0.0"

  /// The libraries loaded only by the commands that need them, each with what needs it
  /// and how to ask its version (which loads it).
  static let onDemand: [(name: String, version: @Sendable () throws(LibraryError) -> String)] = [
    ("libxlsxwriter", { @Sendable () throws(LibraryError) in try Workbook.libraryVersion() }),
    ("libcurl", { @Sendable () throws(LibraryError) in try SMTPSender.libraryVersion() }),
    ("libmicrohttpd", { @Sendable () throws(LibraryError) in try HTTPServer.libraryVersion() }),
    ("libzbar", { @Sendable () throws(LibraryError) in try BarcodeScanner.libraryVersion() }),
    ("libmosquitto", { @Sendable () throws(LibraryError) in try MQTTPublisher.libraryVersion() }),
  ]

  /// `larder 1.0.0` and the SQLite version in use; with `libraries`, the versions of the
  /// libraries loaded on demand too, which loads them (one that cannot be loaded says why).
  static func report(libraries: Bool = false) -> String {
    var lines = ["larder \(number)", "SQLite \(Store.sqliteVersion)"]
    if libraries {
      let l = Localization.current
      for library in onDemand {
        do { lines.append("\(library.name) \(try library.version())") } catch {
          lines.append("\(library.name): " + error.message(l))
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
