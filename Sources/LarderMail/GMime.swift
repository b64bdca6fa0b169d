import LarderErrors
import LarderLoading

/// GMime 3 (and the GLib functions it brings), loaded the first time an e-mail is read:
/// it parses the message, finds its parts and decodes their transfer encoding and
/// charset. Its function pointers are immutable and the library is never unloaded, so it
/// is shared. Its objects are spelled as opaque pointers, `gboolean` as `Int32` and
/// `GType` as `UInt`; so no GMime header is needed to build Larder.
struct GMime: @unchecked Sendable {
  typealias Object = OpaquePointer
  /// `GMimeObjectForeachFunc`: the parent, the part, and the caller's data.
  typealias ForEach = @convention(c) (Object?, Object?, UnsafeMutableRawPointer?) -> Void

  let initialize: @convention(c) () -> Void
  let streamMemNewWithBuffer: @convention(c) (UnsafePointer<CChar>?, Int) -> Object?
  let parserNewWithStream: @convention(c) (Object?) -> Object?
  let parserConstructMessage: @convention(c) (Object?, Object?) -> Object?
  let messageForeach: @convention(c) (Object?, ForEach?, UnsafeMutableRawPointer?) -> Void
  let objectGetContentType: @convention(c) (Object?) -> Object?
  let contentTypeIsType:
    @convention(c) (Object?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
  let textPartGetType: @convention(c) () -> UInt
  let textPartGetText: @convention(c) (Object?) -> UnsafeMutablePointer<CChar>?
  let typeCheckInstanceIsA: @convention(c) (Object?, UInt) -> Int32
  let objectUnref: @convention(c) (Object?) -> Void
  let free: @convention(c) (UnsafeMutableRawPointer?) -> Void

  /// The library's file name, as Debian's `libgmime-3.0-0` installs it.
  static let soname = "libgmime-3.0.so.0"

  /// The library, loaded and initialised once; the same failure for every caller.
  static let shared = Result { () throws(LibraryError) in
    let gmime = try GMime(SharedLibrary(soname))
    gmime.initialize()
    return gmime
  }

  private init(_ library: SharedLibrary) throws(LibraryError) {
    initialize = try library.function("g_mime_init")
    streamMemNewWithBuffer = try library.function("g_mime_stream_mem_new_with_buffer")
    parserNewWithStream = try library.function("g_mime_parser_new_with_stream")
    parserConstructMessage = try library.function("g_mime_parser_construct_message")
    messageForeach = try library.function("g_mime_message_foreach")
    objectGetContentType = try library.function("g_mime_object_get_content_type")
    contentTypeIsType = try library.function("g_mime_content_type_is_type")
    textPartGetType = try library.function("g_mime_text_part_get_type")
    textPartGetText = try library.function("g_mime_text_part_get_text")
    typeCheckInstanceIsA = try library.function("g_type_check_instance_is_a")
    objectUnref = try library.function("g_object_unref")
    free = try library.function("g_free")
  }
}
