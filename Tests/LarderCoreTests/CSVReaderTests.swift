import Testing

@testable import LarderCore

@Suite struct CSVReaderTests {
  func records(_ text: String) throws -> [CSVRecord] {
    try records(Array(text.utf8))
  }

  func records(_ bytes: [UInt8]) throws -> [CSVRecord] {
    var reader = CSVReader(bytes: bytes)
    var out: [CSVRecord] = []
    while let record = try reader.next() { out.append(record) }
    return out
  }

  @Test func readsQuotedFieldsWithCommasQuotesAndNewlines() throws {
    let rows = try records("a,b\r\n\"x, \"\"y\"\"\",\"line1\nline2\"\r\nlast,row\n")
    #expect(rows.map(\.fields) == [["a", "b"], ["x, \"y\"", "line1\nline2"], ["last", "row"]])
    #expect(rows.map(\.line) == [1, 2, 4])
  }

  @Test func skipsAByteOrderMarkAndATrailingEmptyLine() throws {
    let rows = try records([0xEF, 0xBB, 0xBF] + Array("date,item\r\n1,2\r\n\r\n".utf8))
    #expect(rows.map(\.fields) == [["date", "item"], ["1", "2"]])
  }

  /// Found by the fuzzer: the mark used to be missed when a chunk ended inside it.
  @Test func skipsAByteOrderMarkSplitAcrossChunks() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a,b\n".utf8)
    var offset = 0
    var reader = CSVReader(source: {
      guard offset < bytes.count else { return nil }
      defer { offset += 2 }
      return Array(bytes[offset..<min(offset + 2, bytes.count)])
    })
    #expect(try reader.next()?.fields == ["a", "b"])
  }

  @Test func keepsAnEmptyLastField() throws {
    #expect(try records("a,\n").map(\.fields) == [["a", ""]])
  }

  @Test func namesTheLineAndColumnOfAnUnclosedQuote() {
    #expect(throws: CSVError(line: 2, column: 2, problem: .unclosedQuote)) {
      try records("a,b\nx,\"open\n")
    }
  }

  @Test func refusesBytesThatAreNotUTF8() {
    #expect(throws: CSVError(line: 1, column: 2, problem: .notUTF8)) {
      try records([0x61, 0x2C, 0xFF, 0x0A])
    }
  }

  @Test func refusesNULBytes() {
    #expect(throws: CSVError(line: 1, column: 1, problem: .nulByte)) {
      try records([0x61, 0x00, 0x0A])
    }
  }

  @Test func writerQuotesOnlyWhatNeedsIt() {
    var writer = CSVWriter()
    writer.write(["plain", "with,comma", "with \"quote\"", "two\nlines"])
    #expect(writer.text == "plain,\"with,comma\",\"with \"\"quote\"\"\",\"two\nlines\"\r\n")
  }
}

/// A record's number of fields is bounded, so that a row of commas is refused before it
/// takes memory without bound.
@Suite struct CSVFieldCountTests {
  func read(_ text: String) throws -> [CSVRecord] {
    var reader = CSVReader(bytes: Array(text.utf8))
    var out: [CSVRecord] = []
    while let record = try reader.next() { out.append(record) }
    return out
  }

  @Test func aRowOfTheMostFieldsIsRead() throws {
    let row = String(repeating: ",", count: CSVReader.maxFields - 1)
    #expect(try read("a\n" + row + "\n")[1].fields.count == CSVReader.maxFields)
  }

  @Test func aRowOfOneFieldMoreIsRefusedAtThatField() throws {
    let row = String(repeating: ",", count: CSVReader.maxFields)
    #expect(throws: CSVError.self) { try read("a\n" + row + "\n") }
    do { _ = try read("a\n" + row + "\n") } catch let error as CSVError {
      #expect(error.line == 2)
      #expect(error.column == CSVReader.maxFields + 1)
    }
  }
}
