import LarderCore

/// Fractions shown to people as percentages.
///
/// Shares, waste ratios and changes are fractions everywhere they are data (`0.339` in CSV
/// and JSON, a number with a percent format in XLSX) and percentages with one decimal
/// where they are read (`33.9 %` in text and Markdown). Both round the fraction half away
/// from zero to 3 decimals, so the two always agree.
extension Ratio {
  /// The fraction as a percentage with one decimal and a space before the sign: `33.9 %`.
  public var percentText: String {
    let tenths = scaled(to: 3)
    let magnitude = tenths.magnitude
    return (tenths < 0 ? "-" : "") + "\(magnitude / 10).\(magnitude % 10) %"
  }

  /// `percentText` with an explicit sign: `+11.9 %`, `-4.0 %`.
  public var signedPercentText: String {
    scaled(to: 3) < 0 ? percentText : "+" + percentText
  }
}
