import LarderMail
import LarderReports
import LarderStore

/// Larder's version, written here and nowhere else: `larder --version` prints it and the
/// Makefile reads it for the Debian package and the man pages.
public enum Version {
  /// The release, as `MAJOR.MINOR.PATCH`.
  public static let number = "1.0.0"

  /// `larder 1.0.0` and the versions of the C libraries in use, read from them at run time.
  static func report() -> String {
    """
    larder \(number)
    SQLite \(Store.sqliteVersion)
    libxlsxwriter \(Workbook.libraryVersion)
    libcurl \(SMTPSender.libraryVersion)

    """
  }
}
