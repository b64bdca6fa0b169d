/// Why a file read through zlib could not be read.
public enum CompressedInputError: Error, Hashable, Sendable {
  /// It does not exist, is a folder, or cannot be opened for reading.
  case cannotOpen(String)
  /// A gzip file cut short: it ends before its compressed stream does.
  case truncated(String)
  /// A gzip file whose compressed data is broken; zlib's reason, untranslated.
  case corrupt(String, reason: String)

}
