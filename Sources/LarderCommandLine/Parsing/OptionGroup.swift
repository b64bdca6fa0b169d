/// Options that a command lists in its spec, in the order its help shows them: one
/// `Option`, one `Flag`, or a set declared once and shared, such as `PeriodOptions`.
protocol OptionGroup: Sendable {
  /// The options, in help order.
  var specs: [OptionSpec] { get }
}
