import LarderCore
import LarderLanguage

/// The product catalog as `larder products` shows it: a product, and an import's counts.
public enum CatalogView {
  /// A product for a purchase, one field a line: barcode, name, package, category, brands
  /// (a field the catalog lacks is left out).
  public static func text(_ match: CatalogMatch) -> String {
    let f = Formats()
    let l = f.localization
    var lines = [
      l.tr("Barcode: {barcode}", ["barcode": match.product.barcode.digits]),
      l.tr("Name: {name}", ["name": match.name]),
    ]
    if let package = match.package {
      lines.append(
        l.tr(
          "Package: {quantity} {unit}",
          ["quantity": f.quantity(package.quantity), "unit": package.unit.symbol]))
    }
    if let category = match.category {
      lines.append(l.tr("Category: {category}", ["category": category]))
    }
    if !match.product.brands.isEmpty {
      lines.append(l.tr("Brands: {brands}", ["brands": match.product.brands]))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every mapping of a category tag, by tag: the default table's and the household's
  /// (`overrides`), which win and are marked.
  public static func mapping(_ overrides: [String: String]) -> String {
    let l = Localization.current
    let tags = Set(CategoryMap.defaults.keys).union(overrides.keys).sorted()
    return tags.map { tag in
      if let own = overrides[tag] {
        return l.tr("{tag} → {category} (the household's)", ["tag": tag, "category": own])
      }
      return "\(tag) → \(CategoryMap.defaults[tag] ?? "")"
    }.joined(separator: "\n") + "\n"
  }

  /// The counts of an import, on one line: `Read 1204 products: kept 1180, skipped 24 (12
  /// without a name, 9 invalid barcodes, 3 broken JSON lines).`
  public static func summary(_ summary: CatalogImportSummary) -> String {
    let f = Formats()
    let l = f.localization
    func number(_ count: Int) -> String { f.quantity(Quantity(thousandths: Int64(count) * 1000)) }
    let read = l.trn(
      "Read {number} product", "Read {number} products", count: summary.read,
      ["number": number(summary.read)])
    let kept = number(summary.kept)
    guard summary.skippedCount > 0 else {
      return l.tr("{read}: kept {kept}.", ["read": read, "kept": kept])
    }
    let reasons = CatalogReader.Skip.allCases.compactMap { reason -> String? in
      guard let count = summary.skipped[reason], count > 0 else { return nil }
      let n = number(count)
      switch reason {
      case .invalidBarcode:
        return l.trn(
          "{number} invalid barcode", "{number} invalid barcodes", count: count, ["number": n])
      case .noName:
        return l.trn(
          "{number} without a name", "{number} without a name", count: count, ["number": n])
      case .brokenJSON:
        return l.trn(
          "{number} broken JSON line", "{number} broken JSON lines", count: count, ["number": n])
      case .brokenRow:
        return l.trn("{number} broken row", "{number} broken rows", count: count, ["number": n])
      case .tooLong:
        return l.trn(
          "{number} over a length bound", "{number} over a length bound", count: count,
          ["number": n])
      case .badText:
        return l.trn(
          "{number} name with a control character", "{number} names with a control character",
          count: count, ["number": n])
      case .duplicate:
        return l.trn(
          "{number} duplicate barcode", "{number} duplicate barcodes", count: count,
          ["number": n])
      }
    }
    return l.tr(
      "{read}: kept {kept}, skipped {skipped} ({reasons}).",
      [
        "read": read, "kept": kept, "skipped": number(summary.skippedCount),
        "reasons": l.list(reasons),
      ])
  }
}
