import CCurl
import Foundation
import LarderErrors
import LarderLoading

/// Sends a message over SMTP with libcurl: `smtp://host:587` upgrades with STARTTLS,
/// `smtps://host:465` is TLS from the start.
///
/// A login is never sent in clear: when one would be sent (`credentials` or a user name in
/// the URL), a server that does not offer STARTTLS is refused before anything is sent,
/// unless `allowPlaintextLogin`. Without a login, the message goes to such a server in
/// clear, unless `requireTLS`. libcurl never reads `.netrc` itself: the login looked up
/// there (`Credentials.lookup`) is passed to it, so what is decided is what is sent.
public struct SMTPSender: Sendable {
  /// Who logs in, and how.
  public enum Credentials: Sendable, Hashable {
    /// A user name and password.
    case password(user: String, password: String)
    /// No login: no AUTH command is sent.
    case none
  }

  /// How a message went: whether the connection was encrypted, and whether a login was
  /// sent.
  public struct Delivery: Sendable, Hashable {
    /// TLS was used (`smtps://`, or STARTTLS).
    public var isEncrypted: Bool
    /// A user name (and password) was given to libcurl.
    public var sentLogin: Bool
  }

  /// `smtp://host:port` (upgraded with STARTTLS) or `smtps://host:port` (TLS throughout);
  /// `send` refuses any other URL.
  public var url: String
  /// Whether to refuse to send over a connection that is not encrypted, even with
  /// `allowPlaintextLogin`.
  public var requireTLS: Bool
  /// Whether a login may go over a connection that is not encrypted, the password in
  /// clear (when the server does not offer STARTTLS).
  public var allowPlaintextLogin: Bool
  /// How to log in.
  public var credentials: Credentials

  /// A sender for one server; the login needs TLS unless `allowPlaintextLogin`.
  public init(
    url: String, requireTLS: Bool, allowPlaintextLogin: Bool = false, credentials: Credentials
  ) {
    self.url = url
    self.requireTLS = requireTLS
    self.allowPlaintextLogin = allowPlaintextLogin
    self.credentials = credentials
  }

  /// Whether a login would be sent: `credentials`, or a user name in the URL.
  public var sendsLogin: Bool {
    credentials != .none || SMTPURL.user(of: url) != nil
  }

  /// Whether TLS is required because a login would otherwise go in clear.
  private var loginNeedsTLS: Bool { sendsLogin && !allowPlaintextLogin }

  /// Whether `url` is one this sender uses: `smtp://` or `smtps://`, the scheme in any case.
  ///
  /// Anything else (`http://`, `file://`, a URL without a scheme, which libcurl would guess
  /// to be HTTP) is refused by `send`, so that a login and a message never go elsewhere.
  public static func acceptsURL(_ url: String) -> Bool {
    SMTPURL.isSMTP(url)
  }

  /// Whether `url` carries a password (`smtp://user:secret@host`), which would be readable
  /// by anyone on the machine in the process list.
  public static func urlHasPassword(_ url: String) -> Bool {
    SMTPURL.hasPassword(url)
  }

  /// `url` without any `user:password@`, to show in a message.
  public static func redacted(_ url: String) -> String {
    SMTPURL.redacted(url)
  }

  /// Sends `message` from `sender` to each of `recipients` (the envelope; the headers
  /// are the message's own).
  ///
  /// - Returns: whether the connection was encrypted and a login sent.
  /// - Throws: `DeliveryError.notSMTP` when the URL is not `smtp://` or `smtps://`, and
  ///   `DeliveryError.tlsRequired` when the server does not offer TLS and the login would go
  ///   in clear, both before anything is sent; `DeliveryError.smtp` with libcurl's reason and
  ///   the server's last reply, when the server is unreachable, refuses the login or a
  ///   recipient, or does not offer TLS with `requireTLS`.
  @discardableResult
  public func send(_ message: String, from sender: String, to recipients: [String])
    throws(DeliveryError) -> Delivery
  {
    guard SMTPSender.acceptsURL(url) else { throw .notSMTP(scheme: SMTPURL.scheme(of: url)) }
    let curl: Curl
    do { curl = try Curl.shared.get() } catch { throw .smtp(reason: .notLoaded(error), reply: nil) }
    guard let handle = curl.easyInit() else {
      throw .smtp(reason: .cannotStart, reply: nil)
    }
    defer { curl.easyCleanup(handle) }
    let transfer = Transfer(Array(message.utf8))
    let context = Unmanaged.passUnretained(transfer).toOpaque()
    var recipientList: UnsafeMutablePointer<curl_slist>?
    for recipient in recipients {
      recipientList = curl.slistAppend(recipientList, "<\(recipient)>")
    }
    defer { curl.slistFreeAll(recipientList) }
    var errorBuffer = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)

    if let refused = restrict(curl, handle) {
      throw .smtp(reason: .refusedOption(refused), reply: nil)
    }
    let status = errorBuffer.withUnsafeMutableBufferPointer { buffer -> CURLcode in
      configure(
        curl, handle, sender: sender, context: context, recipients: recipientList,
        errors: buffer.baseAddress)
      return curl.easyPerform(handle)
    }
    guard status == CURLE_OK else {
      if status == CURLE_USE_SSL_FAILED && loginNeedsTLS && !requireTLS {
        throw .tlsRequired(url: SMTPURL.redacted(url))
      }
      let detail = String(
        decoding: errorBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let reason =
        detail.isEmpty
        ? curl.easyStrerror(status).map { String(cString: $0) } ?? "\(status)" : detail
      throw .smtp(reason: .library(reason), reply: transfer.lastReply)
    }
    return Delivery(isEncrypted: transfer.encrypted, sentLogin: sendsLogin)
  }

  /// Lets libcurl speak SMTP and nothing else, follow no redirect, and use TLS as asked;
  /// returns the option it refused, if any.
  private func restrict(_ curl: Curl, _ handle: UnsafeMutableRawPointer) -> String? {
    let tls: curl_usessl = requireTLS || loginNeedsTLS ? CURLUSESSL_ALL : CURLUSESSL_TRY
    let results = [
      (
        "CURLOPT_PROTOCOLS_STR",
        larder_curl_set_string(curl.setopt, handle, CURLOPT_PROTOCOLS_STR, SMTPURL.protocols)
      ),
      (
        "CURLOPT_REDIR_PROTOCOLS_STR",
        larder_curl_set_string(curl.setopt, handle, CURLOPT_REDIR_PROTOCOLS_STR, SMTPURL.protocols)
      ),
      (
        "CURLOPT_FOLLOWLOCATION",
        larder_curl_set_long(curl.setopt, handle, CURLOPT_FOLLOWLOCATION, 0)
      ),
      (
        "CURLOPT_USE_SSL",
        larder_curl_set_long(curl.setopt, handle, CURLOPT_USE_SSL, Int(tls.rawValue))
      ),
    ]
    return results.first { $0.1 != CURLE_OK }?.0
  }

  private func configure(
    _ curl: Curl, _ handle: UnsafeMutableRawPointer, sender: String,
    context: UnsafeMutableRawPointer,
    recipients: UnsafeMutablePointer<curl_slist>?, errors: UnsafeMutablePointer<CChar>?
  ) {
    _ = larder_curl_set_string(curl.setopt, handle, CURLOPT_URL, url)
    _ = larder_curl_set_string(curl.setopt, handle, CURLOPT_MAIL_FROM, "<\(sender)>")
    _ = larder_curl_set_pointer(
      curl.setopt, handle, CURLOPT_MAIL_RCPT, UnsafeMutableRawPointer(recipients))
    _ = larder_curl_set_long(curl.setopt, handle, CURLOPT_UPLOAD, 1)
    _ = larder_curl_set_read_function(curl.setopt, handle, readMessage)
    _ = larder_curl_set_pointer(curl.setopt, handle, CURLOPT_READDATA, context)
    switch credentials {
    case .password(let user, let password):
      _ = larder_curl_set_string(curl.setopt, handle, CURLOPT_USERNAME, user)
      _ = larder_curl_set_string(curl.setopt, handle, CURLOPT_PASSWORD, password)
    case .none:
      _ = larder_curl_set_long(curl.setopt, handle, CURLOPT_NETRC, Int(CURL_NETRC_IGNORED.rawValue))
    }
    _ = larder_curl_set_long(curl.setopt, handle, CURLOPT_CONNECTTIMEOUT, 30)
    _ = larder_curl_set_long(curl.setopt, handle, CURLOPT_TIMEOUT, 120)
    _ = larder_curl_set_long(curl.setopt, handle, CURLOPT_VERBOSE, 1)
    _ = larder_curl_set_debug_function(curl.setopt, handle, recordReply)
    _ = larder_curl_set_pointer(curl.setopt, handle, CURLOPT_DEBUGDATA, context)
    _ = larder_curl_set_pointer(
      curl.setopt, handle, CURLOPT_ERRORBUFFER, UnsafeMutableRawPointer(errors))
  }
}

/// The message being uploaded and the server's replies, shared with libcurl's callbacks.
private final class Transfer {
  let bytes: [UInt8]
  var offset = 0
  var replies: [String] = []
  /// Whether TLS data went either way.
  var encrypted = false

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The server's last refusal (a 4xx or 5xx reply), e.g. "550 5.1.1 no such user".
  var lastReply: String? {
    replies.last { $0.first == "4" || $0.first == "5" }
  }
}

/// libcurl asks for the next piece of the message.
private func readMessage(
  _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
  _ context: UnsafeMutableRawPointer?
) -> Int {
  guard let buffer, let context else { return 0 }
  let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
  let length = min(size * count, transfer.bytes.count - transfer.offset)
  guard length > 0 else { return 0 }
  transfer.bytes.withUnsafeBufferPointer { source in
    guard let base = source.baseAddress else { return }
    UnsafeMutableRawPointer(buffer).copyMemory(from: base + transfer.offset, byteCount: length)
  }
  transfer.offset += length
  return length
}

/// libcurl reports traffic; only what the server sent is kept, never what was sent to it
/// (which holds the login), and whether any of it went through TLS.
private func recordReply(
  _ handle: UnsafeMutableRawPointer?, _ type: curl_infotype, _ data: UnsafeMutablePointer<CChar>?,
  _ size: Int, _ context: UnsafeMutableRawPointer?
) -> Int32 {
  guard let context else { return 0 }
  let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
  if type == CURLINFO_SSL_DATA_IN || type == CURLINFO_SSL_DATA_OUT { transfer.encrypted = true }
  guard type == CURLINFO_HEADER_IN, let data else { return 0 }
  let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    .trimmingCharacters(in: .whitespacesAndNewlines)
  if !text.isEmpty { transfer.replies.append(text) }
  return 0
}
