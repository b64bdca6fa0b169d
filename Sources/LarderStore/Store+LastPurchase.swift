import LarderCore

extension Store {
  /// What buying `quantity` of the item named `name` again would be, from its last
  /// purchase (`lastPurchase`): that purchase's store, and its price per unit × `quantity`
  /// as `add` remembers it (`remember`); nil for an item never bought.
  ///
  /// - Throws: `ValueError.overflow` for a price past 64 bits.
  public func rememberedPurchase(of name: String, quantity: Quantity) throws -> (
    store: String, price: Money
  )? {
    guard let last = try lastPurchase(name) else { return nil }
    return (last.lot.store, try last.lot.price.prorated(quantity, of: last.lot.quantity))
  }
}
