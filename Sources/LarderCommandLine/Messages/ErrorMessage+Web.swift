import LarderLanguage
import LarderReports
import LarderWeb

extension ErrorMessage {
  /// The message of a `WebError` in language `l`.
  static func web(_ error: WebError, _ l: Localization) -> String {
    switch error {
    case .badListenAddress(let text, let problem):
      return l.tr(
        "'{text}' is not an address to listen on: {reason}",
        ["text": text, "reason": listenProblem(problem, l)])
    case .cannotListen(let address, let reason):
      return l.tr("cannot listen on {address}: {reason}", ["address": address, "reason": reason])
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
    }
  }

  static func listenProblem(_ problem: WebError.ListenProblem, _ l: Localization) -> String {
    switch problem {
    case .expectedBracketed: l.tr("expected [ADDRESS]:PORT, such as [::1]:8080")
    case .expectedPlain: l.tr("expected ADDRESS:PORT, such as 127.0.0.1:8080")
    case .badPort: l.tr("the port must be a number from 1 to 65535")
    case .notAnAddress(let host):
      l.tr(
        "'{host}' is not an IPv4 or IPv6 address (names are not looked up)", ["host": host])
    }
  }
}
