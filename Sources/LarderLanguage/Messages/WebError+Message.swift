import LarderErrors

extension WebError: LocalizedMessage {
  /// Why the server cannot start, in the language of `l`; the system's and GnuTLS's
  /// reasons as they word them.
  public func message(_ l: Localization) -> String {
    switch self {
    case .badListenAddress(let text, let problem):
      return l.tr(
        "'{text}' is not an address to listen on: {reason}",
        ["text": text, "reason": problem.message(l)])
    case .cannotListen(let address, let reason):
      return l.tr(
        "cannot listen on {address}: {reason}", ["address": address, "reason": reason.message(l)])
    case .tlsUnsupported:
      return l.tr("this libmicrohttpd was built without TLS support (GnuTLS)")
    case .badTLSFiles(let reason):
      return l.tr(
        "the TLS certificate or key was refused ({reason}); it takes a PEM certificate and the PEM private key that matches it",
        ["reason": reason])
    case .passwordTooShort(let minimum):
      return l.tr(
        "the password must have at least {minimum} characters", ["minimum": "\(minimum)"])
    case .cryptoUnavailable:
      return l.tr("libsodium could not be initialised")
    case .notLoaded(let error):
      return error.message(l)
    }
  }
}

extension WebError.ListenFailure {
  /// Why the daemon did not start, in the language of `l`; libmicrohttpd's words as given.
  public func message(_ l: Localization) -> String {
    switch self {
    case .library(let message): l.tr("libmicrohttpd says {message}", ["message": message])
    case .portInUseOrForeign: l.tr("the port is in use, or the address is not this machine's")
    }
  }
}

extension WebError.ListenProblem {
  /// What is wrong with the listen address, in the language of `l`.
  public func message(_ l: Localization) -> String {
    switch self {
    case .expectedBracketed: l.tr("expected [ADDRESS]:PORT, such as [::1]:8080")
    case .expectedPlain: l.tr("expected ADDRESS:PORT, such as 127.0.0.1:8080")
    case .badPort: l.tr("the port must be a number from 1 to 65535")
    case .notAnAddress(let host):
      l.tr(
        "'{host}' is not an IPv4 or IPv6 address (names are not looked up)", ["host": host])
    }
  }
}
