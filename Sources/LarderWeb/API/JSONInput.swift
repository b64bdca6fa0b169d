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

  /// The document in `bytes`; nil when they are not JSON, hold a key twice in one object,
  /// or a NUL character (which cJSON would cut a string at).
  static func parse(_ bytes: [UInt8]) -> JSONInput? {
    let nul = Array("\\u0000".utf8)
    if bytes.count >= nul.count {
      for start in 0...(bytes.count - nul.count)
      where bytes[start] == 0x5C && bytes[start..<start + nul.count].elementsEqual(nul) {
        return nil
      }
    }
    guard !bytes.contains(0) else { return nil }
    return bytes.withUnsafeBufferPointer { buffer -> JSONInput? in
      guard let base = buffer.baseAddress,
        let root = base.withMemoryRebound(
          to: CChar.self, capacity: buffer.count,
          { cJSON_ParseWithLength($0, buffer.count) })
      else { return nil }
      defer { cJSON_Delete(root) }
      return value(root)
    }
  }

  private static func value(_ node: UnsafeMutablePointer<cJSON>) -> JSONInput? {
    if cJSON_IsString(node) != 0 {
      guard let text = node.pointee.valuestring else { return nil }
      return .string(String(cString: text))
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
      guard let key = member.pointee.string, let read = value(member) else { return nil }
      let name = String(cString: key)
      guard members[name] == nil else { return nil }
      members[name] = read
      child = member.pointee.next
    }
    return .object(members)
  }

  /// The first place where the document breaks `schema`: the path of the value (`quantity`,
  /// `lines.2`), or nil when it conforms.
  func breaks(_ schema: APISchema, at path: String = "") -> String? {
    func here() -> String { path.isEmpty ? "body" : path }
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
      for name in required where members[name] == nil { return join(path, name) }
      if closed,
        let extra = members.keys.sorted().first(where: { key in
          !properties.contains { $0.0 == key }
        })
      {
        return join(path, extra)
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
