import CcJSON
import LarderReports

/// A JSON document a request sent, as cJSON parses it: what a write's body is read from.
indirect enum JSONInput: Sendable, Equatable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case array([JSONInput])
  case object([String: JSONInput])

  /// The document in `bytes`; nil when they are not one JSON value (with nothing but
  /// white space after it), hold a key twice in one object, or a NUL character, raw or
  /// escaped (which cJSON would cut a string at).
  static func parse(_ bytes: [UInt8]) -> JSONInput? {
    guard !bytes.contains(0), !escapesNUL(bytes) else { return nil }
    return bytes.withUnsafeBufferPointer { buffer -> JSONInput? in
      guard let base = buffer.baseAddress else { return nil }
      return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { text in
        var end: UnsafePointer<CChar>? = nil
        guard let root = cJSON_ParseWithLengthOpts(text, buffer.count, &end, 0) else {
          return nil
        }
        defer { cJSON_Delete(root) }
        let used = end.map { $0 - UnsafePointer(text) } ?? buffer.count
        guard used >= 0, used <= buffer.count,
          buffer[used...].allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) })
        else { return nil }
        return value(root)
      }
    }
  }

  /// Whether `bytes` hold `\u0000` as an escape: a `\` that an even number of `\` precede
  /// (`\\u0000` is a backslash, then the text `u0000`).
  private static func escapesNUL(_ bytes: [UInt8]) -> Bool {
    let tail = Array("u0000".utf8)
    var slashes = 0
    for (index, byte) in bytes.enumerated() {
      if byte == 0x5C {
        slashes += 1
        continue
      }
      if slashes % 2 == 1, bytes[index...].starts(with: tail) { return true }
      slashes = 0
    }
    return false
  }

  private static func value(_ node: UnsafeMutablePointer<cJSON>) -> JSONInput? {
    if cJSON_IsString(node) != 0 {
      // Bytes that are not UTF-8 are refused, never repaired into U+FFFD.
      guard let text = node.pointee.valuestring, let string = String(validatingCString: text)
      else { return nil }
      return .string(string)
    }
    if cJSON_IsNumber(node) != 0 { return .number(node.pointee.valuedouble) }
    if cJSON_IsTrue(node) != 0 { return .bool(true) }
    if cJSON_IsFalse(node) != 0 { return .bool(false) }
    if cJSON_IsNull(node) != 0 { return .null }
    if cJSON_IsArray(node) != 0 {
      var elements: [JSONInput] = []
      var child = node.pointee.child
      while let element = child {
        guard let read = value(element) else { return nil }
        elements.append(read)
        child = element.pointee.next
      }
      return .array(elements)
    }
    guard cJSON_IsObject(node) != 0 else { return nil }
    var members: [String: JSONInput] = [:]
    var child = node.pointee.child
    while let member = child {
      guard let key = member.pointee.string, let name = String(validatingCString: key),
        let read = value(member)
      else { return nil }
      guard members[name] == nil else { return nil }
      members[name] = read
      child = member.pointee.next
    }
    return .object(members)
  }

  /// How a document breaks a schema, and where: the path of the value (`quantity`,
  /// `lines.2`).
  struct Breach: Equatable {
    enum Kind: Equatable {
      /// A member the schema requires is absent.
      case missing
      /// A member the schema does not name, in an object that takes no other.
      case unknown
      /// A value of another type, or out of its bounds.
      case wrongType
    }
    let path: String
    let kind: Kind
  }

  /// The first place where the document breaks `schema`, or nil when it conforms.
  func breaks(_ schema: APISchema, at path: String = "") -> Breach? {
    func here() -> Breach { Breach(path: path.isEmpty ? "body" : path, kind: .wrongType) }
    switch (schema, self) {
    case (.nullable, .null): return nil
    case (.nullable(let inner), _): return breaks(inner, at: path)
    case (.string(_, _, let maxLength), .string(let text)):
      if let maxLength, text.count > maxLength { return here() }
      return nil
    case (.oneOf(let values), .string(let text)):
      return values.contains(text) ? nil : here()
    case (.integer(let minimum, let maximum), .number(let number)):
      guard number.rounded() == number, abs(number) < 1e15 else { return here() }
      if let minimum, number < Double(minimum) { return here() }
      if let maximum, number > Double(maximum) { return here() }
      return nil
    case (.boolean, .bool): return nil
    case (.array(let element), .array(let elements)):
      for (index, value) in elements.enumerated() {
        if let broken = value.breaks(element, at: join(path, "\(index)")) { return broken }
      }
      return nil
    case (.object(let properties, let required, let closed), .object(let members)):
      for name in required where members[name] == nil {
        return Breach(path: join(path, name), kind: .missing)
      }
      if closed,
        let extra = members.keys.sorted().first(where: { key in
          !properties.contains { $0.0 == key }
        })
      {
        return Breach(path: join(path, extra), kind: .unknown)
      }
      for (name, property) in properties {
        if let value = members[name], let broken = value.breaks(property, at: join(path, name)) {
          return broken
        }
      }
      return nil
    default: return here()
    }
  }

  private func join(_ path: String, _ name: String) -> String {
    path.isEmpty ? name : path + "." + name
  }
}

extension JSONInput {
  /// The document, to be written again (a number as a whole number).
  var written: JSONValue {
    switch self {
    case .string(let text): .string(text)
    case .number(let number): .number(Int(exactly: number.rounded()) ?? 0)
    case .bool(let flag): .bool(flag)
    case .null: .null
    case .array(let elements): .array(elements.map(\.written))
    case .object(let members):
      .object(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value.written) })
    }
  }
}
