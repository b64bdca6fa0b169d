import Testing

@testable import LarderWeb

/// The one form field every page shows (`FormField`), and the correction pages that share
/// one form (`CorrectionPage`).
@Suite struct FormFieldTests {
  @Test func aFieldHasItsLabelHintValueAndAttributesInOneOrder() {
    let field = FormField(
      name: "amount", label: "Amount", hint: "a month", value: "12 < 13", id: "field-amount",
      kind: " inputmode=\"decimal\"", attributes: " required")
    #expect(
      field.html.text
        == "<label>Amount<span class=\"hint\">a month</span><input type=\"text\" name=\"amount\" "
        + "id=\"field-amount\" inputmode=\"decimal\" value=\"12 &lt; 13\" required></label>")
  }

  @Test func theFieldTheFormWasRefusedForPointsToTheError() {
    let field = FormField(name: "date", label: "Date", isInvalid: true)
    #expect(
      field.html.text
        == "<label>Date<input type=\"text\" name=\"date\" aria-invalid=\"true\" "
        + "aria-describedby=\"form-error\"></label>")
    #expect(
      FormField.error("Bad date").text
        == "<p class=\"error\" role=\"alert\" id=\"form-error\">Bad date</p>")
    #expect(FormField.error(nil).text.isEmpty)
  }
}
