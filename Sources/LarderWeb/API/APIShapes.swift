/// The schemas of the API's answers: the shapes `--format json` writes (the views of
/// `LarderReports`), described once for the OpenAPI description. An object's properties
/// are listed as the views write them; its required ones are those always written.
enum APIShapes {
  private static let optionalDate = APISchema.nullable(.date)
  private static let optionalText = APISchema.nullable(.string())
  private static let quantity = APISchema.decimal

  /// A lot on hand, as `larder list` lists it.
  static let heldLot = APISchema.record([
    ("id", .uuid), ("remaining", quantity), ("expiresOn", optionalDate),
    ("dateKind", .string()), ("expiresEstimated", .boolean), ("state", .string()),
    ("stateSince", .date),
  ])

  /// `larder list --format json`.
  static let stock = APISchema.array(
    .record([
      ("id", .uuid), ("name", .string()), ("category", .string()), ("unit", .string()),
      ("onHand", quantity), ("usable", quantity), ("expired", quantity),
      ("nextExpiry", optionalDate), ("lots", .array(heldLot)),
    ]))

  /// `larder show --format json`.
  static let item = APISchema.record([
    (
      "item",
      .record([
        ("id", .uuid), ("name", .string()), ("category", .string()), ("unit", .string()),
        ("location", .string()), ("minStock", .nullable(quantity)), ("createdOn", .date),
        ("shelfLife", .nullable(.integer())), ("openedLife", .nullable(.integer())),
        ("frozenLife", .nullable(.integer())), ("thawedLife", .nullable(.integer())),
        ("dateKind", optionalText), ("barcodes", .array(.string())),
        (
          "names",
          .record([
            ("own", .string()), ("inLanguages", .object([], required: [])),
            ("aliases", .array(.string())),
          ])
        ),
      ])
    ),
    (
      "lots",
      .array(
        .record([
          ("id", .uuid), ("purchasedOn", .date), ("quantity", quantity), ("remaining", quantity),
          ("price", .decimal), ("currency", .currency), ("store", .string()),
          ("expiresOn", optionalDate), ("dateKind", .string()), ("expiresEstimated", .boolean),
          ("expiresMonth", .boolean), ("state", .string()), ("stateSince", .date),
          ("location", .string()), ("note", .string()),
        ]))
    ),
    (
      "events",
      .array(
        .record([
          ("id", .uuid), ("lot", .uuid), ("date", .date), ("action", .string()),
          ("quantity", quantity), ("note", .string()),
        ]))
    ),
  ])

  /// A lot in the expiry outlook.
  private static let expiringLot = APISchema.record([
    ("item", .string()), ("lot", .uuid), ("expires", .date), ("dateKind", .string()),
    ("expiresEstimated", .boolean), ("expiresMonth", .boolean), ("remaining", quantity),
    ("unit", .string()), ("currency", .currency), ("valueAtRisk", .decimal),
  ])
  private static let valueAtRisk = APISchema.array(
    .record([("currency", .currency), ("valueAtRisk", .decimal)]))

  /// `larder expiring --format json`.
  static let expiring = APISchema.record([
    ("asOf", .date), ("within", .integer()), ("expiring", .array(expiringLot)),
    ("expired", .array(expiringLot)), ("pastBestBefore", .array(expiringLot)),
    (
      "totals",
      .record([
        ("expired", valueAtRisk), ("expiring", valueAtRisk), ("pastBestBefore", valueAtRisk),
      ])
    ),
  ])

  private static let wasteValue = APISchema.array(
    .record([("currency", .currency), ("wasteValue", .decimal)]))

  /// `larder forecast --format json`.
  static let forecast = APISchema.record([
    ("asOf", .date), ("window", .integer()),
    ("items", .array(.object([("item", .string()), ("unit", .string())], required: ["item"]))),
    ("lots", .array(.object([("item", .string()), ("lot", .uuid)], required: ["item", "lot"]))),
    ("totals", wasteValue),
    ("pastBestBefore", .array(.object([("item", .string())], required: ["item"]))),
    ("pastBestBeforeTotals", wasteValue),
    (
      "shortHistory",
      .object(
        [
          ("items", .integer()), ("minHistory", .integer()),
          ("lots", .array(.object([], required: []))),
        ],
        required: ["items", "minHistory", "lots"])
    ),
  ])

  /// `larder restock --format json`.
  static let restock = APISchema.array(
    .record([
      ("item", .string()), ("unit", .string()), ("onHand", quantity), ("usable", quantity),
      ("status", .string()), ("minStock", .nullable(quantity)), ("runOutOn", optionalDate),
      ("buyBy", .date), ("suggested", quantity), ("pack", quantity), ("packs", .integer()),
    ]))

  private static let keyedAmounts = APISchema.array(
    .record([("key", .string()), ("currency", .currency), ("amount", .decimal)]))

  /// `larder spending --format json`.
  static let spending = APISchema.object(
    [
      ("from", .date), ("to", .date), ("by", .string()), ("totals", .array(.money)),
      ("rows", keyedAmounts), ("previous", .array(.money)),
      ("average12", .nullable(.array(.money))),
    ], required: ["from", "to", "by", "totals", "rows"])

  /// `larder budget --format json`.
  static let budgets = APISchema.record([
    ("month", .month), ("asOf", .date),
    (
      "rows",
      .array(
        .object(
          [("category", .string()), ("currency", .currency), ("budget", .decimal)],
          required: ["category", "currency", "budget"]))
    ),
  ])

  /// `larder prices --format json`.
  static let prices = APISchema.array(
    .object(
      [
        ("item", .string()), ("priceUnit", .string()), ("lastUnitPrice", .decimal),
        ("currency", .currency),
      ], required: ["item", "currency"]))

  /// `larder waste --format json`.
  static let waste = APISchema.record([
    ("from", .date), ("to", .date), ("totals", .array(.money)),
    (
      "rows",
      .array(
        .record([
          ("item", .string()), ("category", .string()), ("quantity", quantity),
          ("unit", .string()), ("currency", .currency), ("amount", .decimal),
          ("ratio", optionalText),
        ]))
    ),
    ("categories", keyedAmounts),
  ])

  /// `larder shopping --format json`.
  static let shopping = APISchema.array(
    .record([
      ("name", .string()), ("item", .nullable(.uuid)), ("quantity", .nullable(quantity)),
      ("unit", optionalText), ("suggested", .boolean), ("buyBy", optionalDate),
      ("addedOn", optionalDate), ("boughtOn", optionalDate),
    ]))

  /// A change of the history, as `larder history --format json` writes each; what every
  /// write answers with.
  static let change = APISchema.record([
    ("id", .uuid), ("madeAt", .string()), ("kind", .string()),
    ("action", .object([("kind", .string())], required: ["kind"])),
    (
      "origin",
      .object(
        [("kind", .oneOf(["commandLine", "web", "api"]))], required: ["kind"])
    ),
    ("summary", .string()), ("undone", .boolean),
  ])

  /// `larder history --format json`.
  static let history = APISchema.array(change)
}
