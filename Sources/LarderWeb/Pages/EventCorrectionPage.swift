import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/items/ID/events/EVENT`: `larder edit --event`'s fields (quantity, date, note), filled
/// with the event's values; only the fields changed are corrected.
enum EventCorrectionPage {
  static func response(
    _ visit: Visit, _ store: Store, item id: String, event eventID: String,
    values: FormValues? = nil, error: String? = nil, field: String? = nil
  ) throws -> Response {
    let l = visit.l
    let f = Formats(l)
    let item = try store.item(id)
    guard let event = try store.event(eventID, ofItem: id) else {
      return ErrorPage.notFound(visit.context)
    }
    let itemPath = "/items/\(UUIDText.format(item.id))"
    let done: KeyValuePairs<String, String> = [
      "quantity": f.quantity(event.quantity), "unit": item.unit,
      "date": f.date(event.occurredOn),
    ]
    let page = CorrectionPage(
      title: l.tr("Correct an event of {item}", ["item": item.name]),
      recorded: event.kind == .consume
        ? l.tr("Consumed {quantity} {unit} on {date}.", done)
        : l.tr("Discarded {quantity} {unit} on {date}.", done),
      action: "\(itemPath)/events/\(eventID)", back: itemPath,
      fields: [
        FormField(
          name: "quantity", label: l.tr("Quantity ({unit})", ["unit": item.unit]),
          attributes: NumberInput.decimal(l)),
        FormField(name: "date", label: l.tr("Date"), attributes: DateInput.attributes(l)),
        FormField(name: "note", label: l.tr("Note")),
      ], submit: l.tr("Correct the event"))
    return page.response(
      visit, current: currentValues(event), values: values, error: error, field: field)
  }

  /// The form's fields as the event has them.
  static func currentValues(_ event: Event) -> [String: String] {
    [
      "quantity": event.quantity.description, "date": event.occurredOn.description,
      "note": event.note,
    ]
  }

  /// The corrections the form makes to `event`: only the fields that differ from it, read
  /// as `larder edit --event` reads its options.
  ///
  /// - Throws: `FormError` for a refused value, or when nothing differs.
  static func changes(_ form: FormValues, event: Event) throws(FormError) -> Store.EventChanges {
    let current = currentValues(event)
    func changed(_ name: String) -> String? {
      let text = form.fields[name] ?? current[name] ?? ""
      return text == current[name] ? nil : text
    }
    var changes = Store.EventChanges()
    if changed("quantity") != nil {
      changes.quantity = try form.positiveQuantity()
    }
    if changed("date") != nil {
      guard let date = try form.date("date") else {
        throw FormError(problem: .missing, field: "date")
      }
      changes.date = date
    }
    changes.note = changed("note")
    guard changes.quantity != nil || changes.date != nil || changes.note != nil else {
      throw FormError(problem: .nothingToCorrectInEvent, field: nil)
    }
    return changes
  }
}
