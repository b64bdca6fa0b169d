import Foundation
import LarderCore
import LarderMail

extension FuzzTarget {
  /// The input as a file `larder receipt` reads as an e-mail (`ReceiptInput`): when it
  /// starts as one (`MailText.isMail`), its first text part, else its first HTML part as
  /// lines, decoded by GMime and libxml2 (loaded with `dlopen`, not instrumented: only
  /// Larder's side of them guides the fuzzer), then read by `ReceiptTextReader`; the
  /// receipt must keep `ReceiptChecks`' promises, and its plans and review
  /// `ReceiptPlanChecks`'.
  static func readMailReceipt(_ bytes: [UInt8]) {
    let data = Data(bytes)
    guard MailText.isMail(data) else { return }
    let text: String?
    do { text = try MailText.text(of: data) } catch {
      preconditionFailure("the e-mail libraries are missing (make deps): \(error)")
    }
    guard let text else { return }
    let receipt = ReceiptTextReader.read(text, currency: .euro, source: .mail)
    let lines = text.split(whereSeparator: \.isNewline).count
    ReceiptChecks.readAndPlan(receipt, singleSpaced: true, textLines: lines)
  }
}
