extension Localization {
  /// The language's words for the codes a household never chose: the default category,
  /// `other`, which a reader is shown as `autre`, `その他` or `其他`, and may type so, and
  /// the count unit `pcs` (`pièce(s)`, `個`).
  public var defaultWords: [String: String] {
    [
      // TRANSLATORS: the category of an item given none; a reader sees and may type it.
      "other": self.tr("other"),
      // TRANSLATORS: the unit of things counted one by one (pieces), after a number:
      // "2 pcs". A reader sees it and may type it.
      "pcs": self.trc("pcs", context: "the count unit"),
    ]
  }
}
