import Testing

@testable import LarderWeb

/// Request intake (`RequestIntake`, `IncomingRequest`), in-process: the target, headers and
/// body limits, and the larger bodies the app declares (`LargerBodies`).
/// `WebRobustnessTests` sends the same over a socket.
@Suite struct RequestIntakeTests {
  static let bodies = LargerBodies(
    uploads: ["/photo": 1_000], forms: ["/review": 500])

  static func intake() -> RequestIntake {
    var limits = HTTPServer.Limits()
    limits.body = 100
    limits.target = 50
    limits.headers = 200
    return RequestIntake(limits: limits, largerBodies: bodies)
  }

  @Test func aTargetOverItsLimitIs414CountingTheQuery() {
    let intake = Self.intake()
    #expect(intake.refusal(path: "/stock", query: [:], headers: [:]) == nil)
    #expect(
      intake.refusal(path: "/" + String(repeating: "a", count: 50), query: [:], headers: [:]) == 414
    )
    #expect(
      intake.refusal(path: "/stock", query: ["q": String(repeating: "a", count: 45)], headers: [:])
        == 414)
  }

  @Test func headersOverTheirLimitAre431() {
    let intake = Self.intake()
    #expect(
      intake.refusal(path: "/", query: [:], headers: ["Cookie": String(repeating: "c", count: 150)])
        == nil)
    #expect(
      intake.refusal(path: "/", query: [:], headers: ["Cookie": String(repeating: "c", count: 200)])
        == 431)
  }

  @Test func aDeclaredLengthOverThePathsLimitIs413() {
    let intake = Self.intake()
    func refusal(_ path: String, _ type: String, _ length: Int) -> Int? {
      intake.refusal(
        path: path, query: [:], headers: ["content-type": type, "Content-Length": "\(length)"])
    }
    let form = "application/x-www-form-urlencoded"
    let upload = "multipart/form-data; boundary=x"
    #expect(refusal("/add", form, 100) == nil)
    #expect(refusal("/add", form, 101) == 413)
    #expect(refusal("/review", form, 500) == nil)
    #expect(refusal("/review", form, 501) == 413)
    #expect(refusal("/photo", upload, 1_000) == nil)
    #expect(refusal("/photo", upload, 1_001) == 413)
    // Only an upload may be as large as an upload.
    #expect(refusal("/photo", form, 101) == 413)
    #expect(refusal("/add", upload, 101) == 413)
  }

  @Test func onlyAPostOfMultipartFormDataToAnUploadPathIsParsedIntoParts() {
    let intake = Self.intake()
    #expect(
      intake.isUpload(method: "POST", path: "/photo", type: "Multipart/Form-Data; boundary=x"))
    #expect(!intake.isUpload(method: "PUT", path: "/photo", type: "multipart/form-data"))
    #expect(!intake.isUpload(method: "POST", path: "/review", type: "multipart/form-data"))
    #expect(!intake.isUpload(method: "POST", path: "/photo", type: "text/plain"))
  }

  @Test func aBodyThatGoesOverItsLimitIsDroppedWhole() {
    let request = IncomingRequest(method: "POST", path: "/add")
    let chunk: [UInt8] = Array(repeating: 7, count: 60)
    #expect(request.admit(chunk.count, limit: 100))
    chunk.withUnsafeBufferPointer { request.append($0) }
    #expect(request.body.count == 60 && !request.isTooLarge)
    #expect(!request.admit(chunk.count, limit: 100))
    #expect(request.isTooLarge && request.body.isEmpty)
    #expect(!request.admit(1, limit: 100))
  }

  @Test func anUploadsPartsArriveInPieces() {
    let request = IncomingRequest(method: "POST", path: "/photo")
    let first: [UInt8] = [1, 2]
    let second: [UInt8] = [3]
    first.withUnsafeBufferPointer {
      request.collect(part: "file", filename: "a.jpg", offset: 0, $0)
    }
    second.withUnsafeBufferPointer {
      request.collect(part: "file", filename: "a.jpg", offset: 2, $0)
    }
    #expect(request.parts["file"] == FormPart(filename: "a.jpg", data: [1, 2, 3]))
    request.refuse()
    #expect(request.parts.isEmpty)
  }

  @Test func theAppDeclaresItsUploadsAndLargerForms() {
    let bodies = WebApp.largerBodies
    #expect(bodies.isUpload(path: "/add/photo", type: "multipart/form-data; boundary=b"))
    #expect(bodies.isUpload(path: "/receipt", type: "multipart/form-data; boundary=b"))
    #expect(
      bodies.limit(path: "/receipt", type: "multipart/form-data", otherwise: 1) == 10 * 1024 * 1024)
    #expect(
      bodies.limit(path: "/receipt/record", type: "application/x-www-form-urlencoded", otherwise: 1)
        == 2 * 1024 * 1024)
    #expect(
      bodies.limit(path: "/add", type: "application/x-www-form-urlencoded", otherwise: 1) == 1)
  }
}
