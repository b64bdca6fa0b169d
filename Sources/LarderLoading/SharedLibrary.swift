import LarderErrors

#if canImport(Glibc)
  import Glibc
#endif

/// A C library opened when a command first needs it (`dlopen`), not when `larder` starts:
/// the commands that do not use it neither load it nor the libraries it loads in turn.
public struct SharedLibrary: @unchecked Sendable {
  /// What `dlopen` returned; never closed, as the functions taken from it live as long.
  private let handle: UnsafeMutableRawPointer
  /// The library's file name, as its Debian package installs it (`libcurl.so.4`).
  public let name: String

  /// Opens the library `name` (a soname, looked up as the dynamic loader looks up the
  /// libraries a program needs), resolving all its symbols now.
  ///
  /// - Throws: `LibraryError.cannotLoad` with the loader's reason (not installed, or not
  ///   loadable).
  public init(_ name: String) throws(LibraryError) {
    guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
      throw .cannotLoad(library: name, reason: SharedLibrary.loaderError())
    }
    self.handle = handle
    self.name = name
  }

  /// The library's function `symbol`, as the C function type `T` the caller declares it
  /// with (`@convention(c) (…) -> …`, matching the library's header).
  ///
  /// - Throws: `LibraryError.missingFunction` when this version of the library has none.
  public func function<T>(_ symbol: String, as type: T.Type = T.self) throws(LibraryError) -> T {
    guard let address = dlsym(handle, symbol) else {
      throw .missingFunction(library: name, function: symbol)
    }
    return unsafeBitCast(address, to: T.self)
  }

  /// The address of the function `symbol`, for a C wrapper that calls it (a variadic
  /// function, which Swift cannot call itself).
  ///
  /// - Throws: `LibraryError.missingFunction` when this version of the library has none.
  public func address(_ symbol: String) throws(LibraryError) -> UnsafeMutableRawPointer {
    guard let address = dlsym(handle, symbol) else {
      throw .missingFunction(library: name, function: symbol)
    }
    return address
  }

  private static func loaderError() -> String {
    guard let text = dlerror() else { return "unknown reason" }
    return String(cString: text)
  }
}
