import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/items/ID/edit`: `larder edit`'s item fields (name, its name in the reader's language,
/// aliases, category, unit, min-stock, location, the shelf, opened, frozen and thawed lives
/// and the date kind), filled with the item's values; and `larder merge`'s form.
enum EditPage {
  static func response(
    _ visit: Visit, _ store: Store, id: String, values: FormValues? = nil, error: String? = nil,
    field invalid: String? = nil
  ) throws -> Response {
    let l = visit.l
    let item = try store.item(id)
    let names = try store.names(of: id)
    let path = "/items/\(UUIDText.format(item.id))"
    let current: [String: String] = [
      "name": names.own, "name-in": names.byLanguage[l.language.code] ?? "",
      "aliases": names.aliases.joined(separator: "\n"), "category": item.category,
      "unit": item.unit,
      "min-stock": item.minimumStock?.description ?? "", "location": item.location,
      "shelf-life": item.lives.shelf.map(String.init) ?? "",
      "opened-life": item.lives.opened.map(String.init) ?? "",
      "frozen-life": item.lives.frozen.map(String.init) ?? "",
      "thawed-life": item.lives.thawed.map(String.init) ?? "",
      "date-kind": item.dateKind?.rawValue ?? "",
    ]
    let field = { (name: String, label: String, hint: String?, extra: HTML) -> HTML in
      FormField(
        name: name, label: label, hint: hint,
        value: values?.fields[name] ?? current[name] ?? "", attributes: extra,
        isInvalid: error != nil && name == invalid
      ).html
    }
    let none = l.tr("empty for none")
    let days = NumberInput.integer
    let merge = try mergeForm(path, store, l)
    let content: HTML = """
      \(FormField.error(error))
      <form class="stack" method="post" action="\(path)/edit">
      \(visit.context.csrfField)
      \(field("name", l.tr("Name"), l.tr("its own name, shown where it has none in a language"), ""))
      \(field("name-in", l.tr("Name in {language}", ["language": l.language.ownName]), l.tr("empty for none"), ""))
      \(FormField(name: "aliases", label: l.tr("Aliases"), hint: l.tr("other names it is found by, one a line"), value: values?.fields["aliases"] ?? current["aliases"] ?? "", control: .textarea(rows: 2)).html)
      \(field("category", l.tr("Category"), nil, ""))
      \(field("unit", l.tr("Unit"), l.tr("within its family every quantity is converted"), ""))
      \(field("min-stock", l.tr("Minimum stock"), none, NumberInput.decimal(l)))
      \(field("location", l.tr("Location"), nil, ""))
      \(field("shelf-life", l.tr("Shelf life (days, sealed)"), none, days))
      \(field("opened-life", l.tr("Opened life (days)"), none, days))
      \(field("frozen-life", l.tr("Frozen life (days)"), none, days))
      \(field("thawed-life", l.tr("Thawed life (days)"), none, days))
      \(kindField(values?.fields["date-kind"] ?? current["date-kind"] ?? "", l))
      <div><button type="submit">\(l.tr("Save"))</button> <a href="\(path)">\(l.trc("Cancel", context: "leave a form"))</a></div>
      </form>
      \(merge)
      """
    return .html(
      Layout.page(l.tr("Edit {item}", ["item": item.name]), section: nil, visit.context, content),
      status: error == nil ? 200 : 422)
  }

  /// `larder merge`'s form: the item this one becomes part of, chosen among the
  /// household's names.
  static func mergeForm(_ path: String, _ store: Store, _ l: Localization) throws -> HTML {
    let options = try store.itemNames().map { name -> HTML in "<option value=\"\(name)\">" }
    return """
      <form class="stack" method="post" action="\(path)/merge" id="merge">
      <h2>\(l.tr("Merge into another item"))</h2>
      <p class="muted">\(l.tr("Its purchases, barcodes and names become the other item's; undo gives both back."))</p>
      \(FormField(name: "into", label: l.tr("Item it becomes part of"), attributes: " list=\"merge-names\" required autocomplete=\"off\"").html)
      <datalist id="merge-names">\(options)</datalist>
      <div><button type="submit">\(l.tr("Merge"))</button></div>
      </form>
      """
  }

  /// The date kind as a choice of the language's words (`use-by`, `best-before`, or none),
  /// `chosen` selected.
  static func kindField(_ chosen: String, _ l: Localization) -> HTML {
    let choices: [(String, String)] = [
      ("", l.tr("not set")), (DateKind.useBy.rawValue, DateKind.useBy.word(l)),
      (DateKind.bestBefore.rawValue, DateKind.bestBefore.word(l)),
    ]
    let options = choices.map { value, word -> HTML in
      let selected: HTML = value == chosen ? " selected" : ""
      return "<option value=\"\(value)\"\(selected)>\(word)</option>"
    }
    return FormField(name: "date-kind", label: l.tr("Date kind"), control: .select("\(options)"))
      .html
  }

  /// The changes the form makes to `item`, whose names are `names`, read in `language`:
  /// only the fields that differ from it.
  static func changes(
    _ form: FormValues, item: Item, names: ItemNames, language: String
  ) throws -> Store.ItemChanges {
    let name = try form.label("name")
    let nameIn = try form.label("name-in")
    let aliases = (form.fields["aliases"] ?? names.aliases.joined(separator: "\n"))
      .split(whereSeparator: \.isNewline).compactMap { Optional(String($0)).trimmedLabel }
    let keys = { (list: [String]) in Set(list.map(SearchKey.nameKey)) }
    let category = try form.label("category")
    let unit = try form.label("unit")
    let decimal = form.decimal
    let minimum: Quantity? = try form.value("min-stock") { text -> Quantity in
      try Quantity(typing: text, decimal: decimal)
    }
    let location = form.fields["location"]
    func life(_ name: String, _ current: Int?) throws(FormError) -> Int?? {
      let days = try form.value(name) { text throws(ValueError) -> Int in
        try TypedDays.parse(text)
      }
      return days == current ? nil : .some(days)
    }
    let kind = try form.value("date-kind") { text -> DateKind in
      guard let kind = DateKind(rawValue: text), kind != .unknown else {
        throw NotOneOf(text: text, allowed: ["use-by", "best-before"])
      }
      return kind
    }
    return Store.ItemChanges(
      name: name == names.own ? nil : name ?? "",
      category: category == item.category ? nil : category ?? "",
      unit: unit == item.unit ? nil : unit ?? "",
      minimumStock: minimum == item.minimumStock ? nil : .some(minimum),
      location: location == nil || location == item.location ? nil : location,
      shelfLife: try life("shelf-life", item.lives.shelf),
      openedLife: try life("opened-life", item.lives.opened),
      frozenLife: try life("frozen-life", item.lives.frozen),
      thawedLife: try life("thawed-life", item.lives.thawed),
      dateKind: kind == item.dateKind ? nil : .some(kind),
      namesIn: nameIn == names.byLanguage[language] ? [:] : [language: nameIn],
      addAliases: aliases.filter { !keys(names.aliases).contains(SearchKey.nameKey($0)) },
      removeAliases: names.aliases.filter { !keys(aliases).contains(SearchKey.nameKey($0)) })
  }
}
