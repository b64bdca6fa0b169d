/// One part of a `multipart/form-data` body, as libmicrohttpd's post processor parsed it:
/// a field's value, or a file with the name the browser gave it.
public struct FormPart: Sendable, Equatable {
  /// The file's name as sent (a photo's `IMG_2041.jpg`), or nil for a plain field.
  public var filename: String?
  /// The part's bytes.
  public var data: [UInt8]

  public init(filename: String? = nil, data: [UInt8]) {
    self.filename = filename
    self.data = data
  }
}
