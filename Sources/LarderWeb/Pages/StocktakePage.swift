import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/stocktake`: the Stock page's stocktake mode, one field per item holding what the
/// records say is there; the household corrects the fields it counted and saves once.
enum StocktakePage {
  /// The name of the field holding the count of the item `id`.
  static func countField(_ id: String) -> String { "count." + id }

  /// The name of the hidden field holding what the records held when the form was shown.
  static func recordedField(_ id: String) -> String { "recorded." + id }

  static func response(
    _ visit: Visit, _ store: Store, values: FormValues? = nil, error: String? = nil
  )
    throws -> Response
  {
    let l = visit.l
    let f = Formats(l)
    let decimal = NumberInput.decimal(l)
    let lines = try visit.models.value(store, "stocktake", visit.today.description) {
      NameOrder.sorted(try store.stock(asOf: visit.today, includeUsedUp: true), by: \.item)
    }
    let rows: HTML = lines.map { line in
      let id = UUIDText.format(line.item.id)
      let recorded = values?[recordedField(id)] ?? line.onHand.description
      let count = values?.fields[countField(id)] ?? line.onHand.description
      return """
        <tr><th scope="row"><label for="c\(id)">\(line.item.name)</label></th>\
        <td class="num count"><input id="c\(id)" name="\(countField(id))" value="\(count)" \
        size="6"\(decimal) aria-describedby="u\(id)"> <span id="u\(id)">\(line.item.unit)</span>\
        <input type="hidden" name="\(recordedField(id))" value="\(recorded)"></td>\
        <td class="num muted">\(f.quantity(line.onHand))</td></tr>

        """
    }.joined()
    let failure: HTML = error.map { "<p class=\"error\" role=\"alert\">\($0)</p>" } ?? ""
    let content: HTML =
      lines.isEmpty
      ? """
      <p class="muted">\(l.tr("Nothing to count yet.")) \
      <a href="/add">\(l.tr("Add a purchase"))</a></p>
      """
      : """
      <p>\(l.tr("Count what is there and correct the fields that differ; leave the others as they are. What is missing is noted as lost, what is more as found: neither counts as eaten or wasted. One save records the whole stocktake, and Undo takes it back."))</p>
      \(failure)
      <form method="post" action="/stocktake">\(visit.context.csrfField)
      <div class="table"><table>
      <thead><tr><th scope="col">\(l.tr("Item"))</th>\
      <th scope="col" class="num">\(l.trc("Counted", context: "stocktake column"))</th>\
      <th scope="col" class="num">\(l.trc("Recorded", context: "stocktake column"))</th></tr></thead>
      <tbody>
      \(rows)</tbody></table></div>
      <p><button type="submit">\(l.tr("Save the stocktake"))</button> \
      <a href="/">\(l.trc("Cancel", context: "leave a form"))</a></p>
      </form>
      """
    var response = Response.html(
      Layout.page(l.tr("Stocktake"), section: .stocktake, visit.context, content))
    if error != nil { response.status = 422 }
    return response
  }

  /// The counts the form changed: each field whose text differs from what the records
  /// held when the form was shown, by item id.
  ///
  /// - Throws: `FormError` naming the field of a count that is not a quantity of zero or more.
  static func counts(_ form: FormValues) throws(FormError) -> [Store.StockCount] {
    var counts: [Store.StockCount] = []
    for (name, text) in form.fields.sorted(by: { $0.key < $1.key }) where name.hasPrefix("count.") {
      let id = String(name.dropFirst("count.".count))
      guard text != form.fields[recordedField(id)] else { continue }
      let decimal = form.decimal
      guard
        let counted = try form.value(
          name,
          { text throws(ValueError) in
            let value = try Quantity(typing: text, decimal: decimal)
            guard value >= .zero else { throw .negative(what: .quantity, value: text) }
            return value
          })
      else { throw FormError(problem: .missing, field: name) }
      counts.append(.init(item: id, counted: counted))
    }
    return counts
  }
}
