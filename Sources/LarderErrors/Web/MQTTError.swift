/// Why `larder serve` cannot set up its link to an MQTT broker (`--mqtt`). A broker that
/// cannot be reached is no error: the link is tried again, and the server serves meanwhile.
public enum MQTTError: Error, Sendable, Equatable {
  /// libmosquitto, loaded when the link is set up, could not be loaded.
  case notLoaded(LibraryError)
  /// libmosquitto's `function` failed; `reason` is its own words (`mosquitto_strerror`).
  case failed(function: String, reason: String)
}
