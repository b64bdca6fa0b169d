import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/items/ID/edit`: `larder edit`'s item fields (name, category, unit, min-stock,
/// location, the shelf, opened, frozen and thawed lives and the date kind), filled with
/// the item's values.
enum EditPage {
  static func response(
    _ visit: Visit, _ store: Store, id: String, values: FormValues? = nil, error: String? = nil
  ) throws -> Response {
    let item = try store.item(id)
    let path = "/items/\(UUIDText.format(item.id))"
    let current: [String: String] = [
      "name": item.name, "category": item.category, "unit": item.unit,
      "min-stock": item.minimumStock?.description ?? "", "location": item.location,
      "shelf-life": item.lives.shelf.map(String.init) ?? "",
      "opened-life": item.lives.opened.map(String.init) ?? "",
      "frozen-life": item.lives.frozen.map(String.init) ?? "",
      "thawed-life": item.lives.thawed.map(String.init) ?? "",
      "date-kind": item.dateKind?.rawValue ?? "",
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
      \(field("shelf-life", "Shelf life (days, sealed)", "empty for none"))
      \(field("opened-life", "Opened life (days)", "empty for none"))
      \(field("frozen-life", "Frozen life (days)", "empty for none"))
      \(field("thawed-life", "Thawed life (days)", "empty for none"))
      \(field("date-kind", "Date kind", "use-by, best-before or empty"))
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
    func life(_ name: String, _ current: Int?) throws(FormError) -> Int?? {
      let days = try form.value(name) { text -> Int in
        guard let days = Int(text), (0...ShelfLives.maximumDays).contains(days) else {
          throw ValueError.tooLarge(text, max: String(ShelfLives.maximumDays))
        }
        return days
      }
      return days == current ? nil : .some(days)
    }
    let kind = try form.value("date-kind") { text -> DateKind in
      guard let kind = DateKind(rawValue: text), kind != .unknown else {
        throw UnknownDateKind(text: text)
      }
      return kind
    }
    return Store.ItemChanges(
      name: name == item.name ? nil : name ?? "",
      category: category == item.category ? nil : category ?? "",
      unit: unit == item.unit ? nil : unit ?? "",
      minimumStock: minimum == item.minimumStock ? nil : .some(minimum),
      location: location == nil || location == item.location ? nil : location,
      shelfLife: try life("shelf-life", item.lives.shelf),
      openedLife: try life("opened-life", item.lives.opened),
      frozenLife: try life("frozen-life", item.lives.frozen),
      thawedLife: try life("thawed-life", item.lives.thawed),
      dateKind: kind == item.dateKind ? nil : .some(kind))
  }
}

/// A date kind the edit form does not know; worded as an import's field of a few words.
private struct UnknownDateKind: Error, LocalizedMessage {
  let text: String

  func message(_ l: Localization) -> String {
    ImportProblem.notOneOf(text, allowed: ["use-by", "best-before"]).message(l)
  }
}
