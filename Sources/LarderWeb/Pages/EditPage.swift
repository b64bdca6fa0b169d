import LarderCore
import LarderReports
import LarderStore

/// `/items/ID/edit`: `larder edit`'s item fields (name, category, unit, min-stock,
/// location), filled with the item's values.
enum EditPage {
  static func response(
    _ visit: Visit, _ store: Store, id: String, values: FormValues? = nil, error: String? = nil
  ) throws -> Response {
    let item = try store.item(id)
    let path = "/items/\(UUIDText.format(item.id))"
    let current: [String: String] = [
      "name": item.name, "category": item.category, "unit": item.unit,
      "min-stock": item.minimumStock?.description ?? "", "location": item.location,
    ]
    let field = { (name: String, label: String, hint: String?) -> HTML in
      let hintHTML: HTML = hint.map { "<span class=\"hint\">\($0)</span>" } ?? ""
      return """
        <label>\(label)\(hintHTML)<input type="text" name="\(name)" \
        value="\(values?.fields[name] ?? current[name] ?? "")"></label>
        """
    }
    var errorHTML: HTML = ""
    if let error { errorHTML = "<p class=\"error\" role=\"alert\">\(error)</p>" }
    let content: HTML = """
      \(errorHTML)
      <form class="stack" method="post" action="\(path)/edit">
      \(visit.context.csrfField)
      \(field("name", "Name", nil))
      \(field("category", "Category", nil))
      \(field("unit", "Unit", "within its family every quantity is converted"))
      \(field("min-stock", "Minimum stock", "empty for none"))
      \(field("location", "Location", nil))
      <div><button type="submit">Save</button> <a href="\(path)">Cancel</a></div>
      </form>
      """
    return .html(
      Layout.page("Edit \(item.name)", section: nil, visit.context, content),
      status: error == nil ? 200 : 422)
  }

  /// The changes the form makes to `item`: only the fields that differ from it.
  static func changes(_ form: FormValues, item: Item) throws -> Store.ItemChanges {
    let name = try form.label("name")
    let category = try form.label("category")
    let unit = try form.label("unit")
    let decimal = form.decimal
    let minimum: Quantity? = try form.value("min-stock") { text -> Quantity in
      let value = try Quantity(typing: text, decimal: decimal)
      guard value >= .zero else {
        throw ValueError.negative(what: .minimumStock, value: text)
      }
      return value
    }
    let location = form.fields["location"]
    return Store.ItemChanges(
      name: name == item.name ? nil : name ?? "",
      category: category == item.category ? nil : category ?? "",
      unit: unit == item.unit ? nil : unit ?? "",
      minimumStock: minimum == item.minimumStock ? nil : .some(minimum),
      location: location == nil || location == item.location ? nil : location)
  }
}
