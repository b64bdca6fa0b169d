extension SMTPSender.Credentials {
  /// The login to send to the server at `url` when none is given otherwise, as libcurl
  /// would find it with `CURLOPT_NETRC`: with a user name in the URL, that user and the
  /// password of `netrc`'s entry for the host and that login (else an empty one); without,
  /// `netrc`'s entry for the host or its `default` entry; else none.
  public static func lookup(url: String, netrc: Netrc?) -> SMTPSender.Credentials {
    let host = SMTPURL.host(of: url)
    if let user = SMTPURL.user(of: url) {
      return .password(user: user, password: netrc?.entry(host: host, user: user)?.password ?? "")
    }
    guard let entry = netrc?.entry(host: host), entry.login != nil || entry.password != nil
    else { return .none }
    return .password(user: entry.login ?? "", password: entry.password ?? "")
  }
}
