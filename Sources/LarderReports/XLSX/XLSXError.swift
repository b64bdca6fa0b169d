/// A workbook that could not be written, with libxlsxwriter's own message.
public struct XLSXError: Error, Sendable, CustomStringConvertible {
  /// What failed, for example "cannot write the workbook".
  public var action: String
  /// `lxw_strerror` of the error code.
  public var message: String

  public var description: String { "\(action): \(message)" }
}
