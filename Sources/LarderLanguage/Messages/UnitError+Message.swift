import LarderCore

extension UnitError: LocalizedMessage {
  /// Why a quantity does not convert, in the language of `l`.
  public func message(_ l: Localization) -> String {
    switch self {
    case .otherFamily(let from, let to):
      guard from.family != .count, to.family != .count else {
        let count = from.family == .count ? from : to
        return l.tr("{unit} is a count, which converts only to itself", ["unit": "\(count)"])
      }
      return l.tr(
        "{from} is a {fromFamily} and {to} a {toFamily}",
        [
          "from": "\(from)", "fromFamily": from.family.message(l), "to": "\(to)",
          "toFamily": to.family.message(l),
        ])
    case .tooPrecise(let quantity, let from, let to, let exact):
      return l.tr(
        "{quantity} {from} is {exact} {to}, more than {scale} decimals",
        [
          "quantity": "\(quantity)", "from": "\(from)", "exact": exact, "to": "\(to)",
          "scale": "\(Quantity.scale)",
        ])
    case .tooLarge(let quantity, let from, let to, let result, let bound):
      return l.tr(
        "{quantity} {from} is {result} {to}, more than the bound of {bound} {to}",
        [
          "quantity": "\(quantity)", "from": "\(from)", "result": result, "to": "\(to)",
          "bound": "\(bound)",
        ])
    }
  }
}

extension Unit.Family {
  /// The family's name in the language of `l`: "mass", "masse".
  public func message(_ l: Localization) -> String {
    switch self {
    case .mass: l.tr("mass")
    case .volume: l.tr("volume")
    case .count: l.tr("count")
    }
  }
}
