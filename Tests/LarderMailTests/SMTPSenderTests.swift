import Foundation
import LarderErrors
import LarderMail
import Testing

/// `SMTPSender` on its own: whatever its caller checked, it talks to nothing but an SMTP
/// server.
@Suite struct SMTPSenderTests {
  @Test func aFileURLIsRefusedAndTheFileIsLeftAlone() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "larder-mail-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("target.txt")
    try Data("keep me\n".utf8).write(to: target)
    let sender = SMTPSender(url: "file://" + target.path, requireTLS: false, credentials: .none)
    let error = #expect(throws: DeliveryError.self) {
      try sender.send("Subject: hi\r\n\r\nhello\r\n", from: "a@example.org", to: ["b@example.org"])
    }
    #expect(error == .notSMTP(scheme: "file"))
    #expect(String(decoding: try Data(contentsOf: target), as: UTF8.self) == "keep me\n")
  }
}
