import LarderErrors

extension CompressedInputError: LocalizedMessage {
  /// The unreadable file in the language of `l`; zlib's reason as zlib words it.
  public func message(_ l: Localization) -> String {
    switch self {
    case .cannotOpen(let path):
      l.tr("cannot open '{path}': no such readable file", ["path": path])
    case .truncated(let path):
      l.tr(
        "'{path}' is cut short: the compressed file ends before its data does", ["path": path])
    case .corrupt(let path, let reason):
      l.tr("'{path}' is not a readable gzip file ({reason})", ["path": path, "reason": reason])
    }
  }
}
