import LarderErrors

extension MQTTError: LocalizedMessage {
  /// The link to the broker that could not be set up, in the language of `l`; the
  /// library's reason as it words it.
  public func message(_ l: Localization) -> String {
    switch self {
    case .notLoaded(let error): error.message(l)
    case .failed(let function, let reason):
      l.tr(
        "cannot set up the link to the MQTT broker: libmosquitto's {function} failed: {reason}",
        ["function": function, "reason": reason])
    }
  }
}
