/// A reason given by the CLI itself, for a value it refuses.
struct Reason: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
