import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// The line `larder check` prints for a violation, in the current language: the table and
/// row as stored (they name the database), then what is wrong. English is the store's own
/// wording, byte for byte.
enum ViolationMessage {
  /// "lots 12: …".
  static func line(_ violation: Violation) -> String {
    let l = Localization.current
    // A stored value the line names is shown without its control characters.
    guard !l.isEnglish else { return ControlCharacters.replaced(in: violation.description) }
    let place = violation.table + (violation.rowID.map { " \($0)" } ?? "")
    return place + l.tr(": ") + problem(violation.problem, l)
  }

  static func problem(_ problem: Violation.Problem, _ l: Localization) -> String {
    func lot(_ id: String, _ item: String?) -> String {
      item.map { l.tr("lot {lot} of {item}", ["lot": id, "item": $0]) }
        ?? l.tr("lot {lot} of a missing item", ["lot": id])
    }
    switch problem {
    case .integrity(let line): return line
    case .missingParent(let parent):
      return l.tr("refers to a missing row of {table}", ["table": parent])
    case .remainingDiffers(let id, let item, let remaining, let expected):
      return l.tr(
        "{lot}: remaining is {remaining}, but its quantity less its events is {expected}",
        ["lot": lot(id, item), "remaining": "\(remaining)", "expected": "\(expected)"])
    case .overdrawn(let id, let item, let excess):
      return l.tr(
        "{lot}: its events take {excess} more than it holds",
        ["lot": lot(id, item), "excess": "\(excess)"])
    case .eventsOverflow(let id, let item):
      return l.tr(
        "{lot}: its events take more than 64 bits can count", ["lot": lot(id, item)])
    case .eventBeforePurchase(let event, let date, let purchased):
      return l.tr(
        "event {event} is dated {date}, before its lot was bought on {purchased}",
        ["event": event, "date": date, "purchased": purchased])
    case .historyTableMissing: return l.tr("the change history's table is missing")
    case .changeLeftOpen: return l.tr("a change is left open")
    case .summaryTableMissing: return l.tr("the summary table is missing")
    case .summaryDiffers(let key, let stored, let fresh?):
      return l.tr(
        "{key}: holds {stored}, but the lots and events give {fresh}",
        ["key": key, "stored": stored, "fresh": fresh])
    case .summaryDiffers(let key, let stored, nil):
      return l.tr(
        "{key}: holds {stored}, but the lots and events give no such row",
        ["key": key, "stored": stored])
    case .summaryMissing(let key, let fresh):
      return l.tr(
        "{key}: is missing; the lots and events give {fresh}", ["key": key, "fresh": fresh])
    case .badText(_, let field, let problem):
      return ErrorMessage.text(ValueError.badText(field, problem))
    }
  }
}
