/// Why the web server cannot start or be configured. Each reads as one sentence.
public enum WebError: Error, Sendable, Equatable, CustomStringConvertible {
  case badListenAddress(String, reason: String)
  case cannotListen(String, reason: String)
  case tlsUnsupported
  case badTLSFiles(reason: String)
  case passwordTooShort(minimum: Int)
  case cryptoUnavailable

  public var description: String {
    switch self {
    case .badListenAddress(let text, let reason):
      return "'\(text)' is not an address to listen on: \(reason)"
    case .cannotListen(let address, let reason):
      return "cannot listen on \(address): \(reason)"
    case .tlsUnsupported:
      return "this libmicrohttpd was built without TLS support (GnuTLS)"
    case .badTLSFiles(let reason):
      return "the TLS certificate or key was refused (\(reason)); it takes a PEM "
        + "certificate and the PEM private key that matches it"
    case .passwordTooShort(let minimum):
      return "the password must have at least \(minimum) characters"
    case .cryptoUnavailable:
      return "libsodium could not be initialised"
    }
  }
}
