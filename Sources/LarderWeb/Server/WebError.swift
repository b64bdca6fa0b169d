/// Why the web server cannot start or be configured. Each reads as one sentence.
public enum WebError: Error, Sendable, Equatable, CustomStringConvertible {
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
  case cannotListen(String, reason: String)
  case tlsUnsupported
  case badTLSFiles(reason: String)
  case passwordTooShort(minimum: Int)
  case cryptoUnavailable

  public var description: String {
    switch self {
    case .badListenAddress(let text, let problem):
      return "'\(text)' is not an address to listen on: \(problem.description)"
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

extension WebError.ListenProblem: CustomStringConvertible {
  public var description: String {
    switch self {
    case .expectedBracketed: "expected [ADDRESS]:PORT, such as [::1]:8080"
    case .expectedPlain: "expected ADDRESS:PORT, such as 127.0.0.1:8080"
    case .badPort: "the port must be a number from 1 to 65535"
    case .notAnAddress(let host):
      "'\(host)' is not an IPv4 or IPv6 address (names are not looked up)"
    }
  }
}
