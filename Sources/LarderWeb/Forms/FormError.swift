/// A form value refused, with the one-line message the command line gives for the same
/// value, and the field to mark.
struct FormError: Error, Sendable, CustomStringConvertible {
  var message: String
  var field: String?

  var description: String { message }
}
