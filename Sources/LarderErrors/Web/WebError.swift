/// Why the web server cannot start or be configured. Each reads as one sentence.
public enum WebError: Error, Sendable, Equatable {
  /// Why the daemon did not start listening.
  public enum ListenFailure: Sendable, Equatable {
    /// libmicrohttpd's own message, in its words.
    case library(String)
    /// libmicrohttpd said nothing: the usual causes.
    case portInUseOrForeign
  }

  /// What is wrong with a listen address.
  public enum ListenProblem: Sendable, Equatable {
    /// `[` without `]:PORT`.
    case expectedBracketed
    /// No `:PORT`.
    case expectedPlain
    /// The port is not 1 to 65535.
    case badPort
    /// The host is not a numeric IPv4 or IPv6 address.
    case notAnAddress(String)
  }

  case badListenAddress(String, ListenProblem)
  case cannotListen(String, reason: ListenFailure)
  case tlsUnsupported
  case badTLSFiles(reason: String)
  case passwordTooShort(minimum: Int)
  case cryptoUnavailable
  /// libmicrohttpd, loaded when the server starts, could not be loaded.
  case notLoaded(LibraryError)
}
