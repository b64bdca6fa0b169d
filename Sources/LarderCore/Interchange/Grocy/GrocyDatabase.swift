/// What Larder reads of a Grocy database (docs/grocy.md), as its columns hold it: products
/// with their names resolved, and the stock log's purchases, consumptions, spoilage and
/// openings that were not undone, in the log's order.
public struct GrocyDatabase: Sendable {
  /// A row of `products`, with its quantity unit, location and product group named.
  public struct Product: Sendable {
    /// `products.id`.
    public var id: Int64
    /// `products.name`.
    public var name: String
    /// The stock quantity unit's name (`quantity_units.name`), nil when none is named.
    public var unit: String?
    /// `locations.name`, or nil.
    public var location: String?
    /// `product_groups.name`, or nil.
    public var group: String?
    /// `products.default_best_before_days`: 0 for none, -1 for never expires.
    public var bestBeforeDays: Int64
    /// The product's barcodes (`product_barcodes.barcode`) as written.
    public var barcodes: [String]

    /// Creates a product as read.
    public init(
      id: Int64, name: String, unit: String?, location: String?, group: String?,
      bestBeforeDays: Int64, barcodes: [String]
    ) {
      self.id = id
      self.name = name
      self.unit = unit
      self.location = location
      self.group = group
      self.bestBeforeDays = bestBeforeDays
      self.barcodes = barcodes
    }
  }

  /// A row of `stock_log` that was not undone, or a row of `stock` (of kind `stock`, its
  /// amount what is left).
  public struct LogEntry: Sendable {
    /// `stock_log.product_id`.
    public var productID: Int64
    /// `stock_log.stock_id`: the stock entry (lot) it belongs to.
    public var stockID: String
    /// `stock_log.transaction_type`: `purchase`, `consume`, …; `stock` for a row of `stock`.
    public var kind: String
    /// `stock_log.amount` as text (negative for a consumption), in the stock unit.
    public var amount: String
    /// `stock_log.price` as text: per stock unit; nil when none.
    public var price: String?
    /// `stock_log.best_before_date`, or nil.
    public var bestBefore: String?
    /// `stock_log.purchased_date`, or nil.
    public var purchased: String?
    /// `stock_log.used_date`, or nil.
    public var used: String?
    /// `stock_log.spoiled`.
    public var spoiled: Bool
    /// The store (`shopping_locations.name`), or nil.
    public var store: String?

    /// Creates a log entry as read.
    public init(
      productID: Int64, stockID: String, kind: String, amount: String, price: String?,
      bestBefore: String?, purchased: String?, used: String?, spoiled: Bool, store: String?
    ) {
      self.productID = productID
      self.stockID = stockID
      self.kind = kind
      self.amount = amount
      self.price = price
      self.bestBefore = bestBefore
      self.purchased = purchased
      self.used = used
      self.spoiled = spoiled
      self.store = store
    }
  }

  /// The products, by id.
  public var products: [Product]
  /// The log's purchases, consumptions and spoilage, in the log's order.
  public var log: [LogEntry]
  /// The rows of `stock` (what is left of each entry), in their order, as log entries of
  /// kind `stock`: the entries whose purchase the log lacks are imported from them.
  public var stock: [LogEntry]

  /// Creates what was read of a Grocy database.
  public init(products: [Product], log: [LogEntry], stock: [LogEntry] = []) {
    self.products = products
    self.log = log
    self.stock = stock
  }
}
