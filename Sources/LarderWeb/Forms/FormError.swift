import LarderLanguage

/// A form value refused: what is wrong with it, and the field to mark. The message words
/// it as the command line words the same value, naming the field instead of the option.
struct FormError: Error, Sendable, LocalizedMessage {
  /// What is wrong.
  enum Problem: Sendable {
    /// `text` does not read as the field's value, for `reason` (the parser's error).
    case invalid(String, reason: any Error)
    /// `text` is only white space, in a field that takes a name-like value.
    case blank(String)
    /// The item's name is empty or only white space.
    case blankName
    /// A field that must be given is empty.
    case missing
    /// A price below zero.
    case negativePrice(String)
    /// A lot's correction that changes nothing.
    case nothingToCorrectInLot
    /// An event's correction that changes nothing.
    case nothingToCorrectInEvent
  }

  var problem: Problem
  /// The form field the message is about (its name, as the form sends it), if one; the
  /// message names it by its label (`FieldLabel`).
  var field: String?

  func message(_ l: Localization) -> String {
    let field = field.map { FieldLabel.text($0, l) } ?? ""
    switch problem {
    case .invalid(let text, let reason):
      let why = (reason as? any LocalizedMessage)?.message(l) ?? String(describing: reason)
      return l.tr(
        "The value '{text}' is invalid for {field}: {reason}",
        ["text": text, "field": field, "reason": why])
    case .blank(let text):
      return l.tr(
        "The value '{text}' is invalid for {field}: it must not be blank",
        ["text": text, "field": field])
    case .blankName: return l.tr("The item name must not be blank")
    case .missing: return l.tr("Missing expected value for {field}", ["field": field])
    case .negativePrice(let text):
      return l.tr(
        "The value '{text}' is invalid for price: the price must not be negative",
        ["text": text])
    case .nothingToCorrectInLot:
      return l.tr("Nothing to correct: change the quantity, price, expiry or location")
    case .nothingToCorrectInEvent:
      return l.tr("Nothing to correct: change the quantity, date or note")
    }
  }
}
