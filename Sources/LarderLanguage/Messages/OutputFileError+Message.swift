import LarderErrors

extension OutputFileError: LocalizedMessage {
  /// The unwritten file in the language of `l`: its path, then why.
  public func message(_ l: Localization) -> String {
    l.tr("cannot write {path}: {reason}", ["path": path, "reason": problem.message(l)])
  }
}

extension OutputFileError.Problem {
  /// Why the file could not be written, in the language of `l`: Larder's own reasons
  /// translated, the system's (`strerror`) as the system words them.
  public func message(_ l: Localization) -> String {
    switch self {
    case .isFolder: l.tr("it is a folder")
    case .notAFolder: l.tr("it exists and is not a folder")
    case .noFileName: l.tr("no file name given")
    case .noFolderName: l.tr("no folder name given")
    case .notWritten: l.tr("the file was not written")
    case .missingFolder(let folder): l.tr("the folder {path} does not exist", ["path": folder])
    case .system(let reason): reason
    }
  }
}
