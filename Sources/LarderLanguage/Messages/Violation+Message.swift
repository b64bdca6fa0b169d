import LarderCore
import LarderErrors

extension Violation: LocalizedMessage {
  /// The line `larder check` prints for the violation in the language of `l`: the table
  /// and row as stored (they name the database), then what is wrong; a control character
  /// (only ever from a hand-edited database) is shown as U+FFFD.
  public func message(_ l: Localization) -> String {
    let place = table + (rowID.map { " \($0)" } ?? "")
    return ControlCharacters.replaced(in: place + l.tr(": ") + problem.message(l))
  }
}

extension Violation.Problem {
  /// What is wrong in the language of `l`; SQLite's integrity lines as SQLite words them.
  public func message(_ l: Localization) -> String {
    func lot(_ id: String, _ item: String?) -> String {
      item.map { l.tr("lot {lot} of {item}", ["lot": id, "item": $0]) }
        ?? l.tr("lot {lot} of a missing item", ["lot": id])
    }
    switch self {
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
      return ValueError.badText(field, problem).message(l)
    case .stateBeforePurchase(let lot, let stateOn, let purchased):
      return l.tr(
        "lot {lot}'s state began on {date}, before it was bought on {purchased}",
        ["lot": lot, "date": stateOn, "purchased": purchased])
    case .stateDay(let lot, .sealed):
      return l.tr("lot {lot} is sealed, yet has a day its state began", ["lot": lot])
    case .stateDay(let lot, let state):
      return l.tr(
        "lot {lot} is {state}, without the day that began",
        ["lot": lot, "state": state.word(l)])
    case .monthNotLastDay(let lot, let expires):
      return l.tr(
        "lot {lot} is best before a month, but its date '{date}' is not a best-before's last day of a month",
        ["lot": lot, "date": expires])
    case .unreadable(let column, let value):
      return l.tr(
        "column {column} holds '{value}', which Larder cannot read",
        ["column": column, "value": value])
    }
  }
}
