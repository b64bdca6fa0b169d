import LarderCore

extension TextField {
  /// The field named as the subject of a sentence in the language of `l`: "the name",
  /// "le nom".
  public func message(_ l: Localization) -> String {
    switch self {
    case .name: l.tr("the name")
    case .unit: l.tr("the unit")
    case .category: l.tr("the category")
    case .store: l.tr("the store")
    case .location: l.tr("the location")
    case .note: l.tr("the note")
    }
  }
}
