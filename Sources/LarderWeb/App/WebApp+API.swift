import Foundation
import LarderCore
import LarderErrors
import LarderLanguage
import LarderReports
import LarderStore

extension WebApp {
  /// The prefix of the API's paths.
  static let apiPrefix = "/api/v1"

  /// Whether `request` is for the API: its cookies never open it, and its answers are JSON.
  static func isAPI(_ request: Request) -> Bool {
    request.path == apiPrefix || request.path.hasPrefix(apiPrefix + "/")
  }

  /// Whether `request` tries a token, counted by `throttle` as a login try is.
  static func isTokenTry(_ request: Request) -> Bool {
    isAPI(request) && request.headers["authorization"] != nil
  }

  /// The answer to a request for the API: the description, or an operation behind its
  /// token; any error a problem detail (`APIProblem`), never a page.
  func answerAPI(_ request: Request, tryEnded: inout Bool) -> Response {
    do {
      return try dispatchAPI(request, tryEnded: &tryEnded)
    } catch {
      if let problem = APIProblem.from(error) { return problem.response }
      log(
        "error: \(LogText.escaped(request.method)) \(LogText.escaped(request.path)): "
          + LogText.detail(
            (error as? any LocalizedMessage)?.message(.english) ?? String(reflecting: error)))
      return APIProblem(
        kind: .serverError,
        detail: Localization.current.tr("Something went wrong on the server; it has been logged.")
      ).response
    }
  }

  private func dispatchAPI(_ request: Request, tryEnded: inout Bool) throws -> Response {
    let l = Localization.current
    let method = request.method == "HEAD" ? "GET" : request.method
    let path = request.path.dropFirst(Self.apiPrefix.count).split(separator: "/")
    if path == ["openapi.json"] {
      guard method == "GET" else { throw Self.notAllowed(["GET", "HEAD"]) }
      return Self.json(OpenAPIDocument.json())
    }
    let matching = APIRoutes.all.compactMap { operation in
      operation.match(path).map { (operation, $0) }
    }
    guard !matching.isEmpty else {
      throw APIProblem(
        kind: .notFound, detail: l.tr("The API has no route {path}.", ["path": request.path]))
    }
    guard let (operation, parameters) = matching.first(where: { $0.0.method.rawValue == method })
    else {
      throw Self.notAllowed(matching.map(\.0.method.rawValue))
    }
    let token = try authenticate(request, tryEnded: &tryEnded)
    if operation.writes && token.readOnly {
      throw APIProblem(
        kind: .forbidden,
        detail: l.tr("The token {name} may only read.", ["name": token.name]))
    }
    if let missing = operation.parameters.first(where: {
      $0.place == .query && $0.required && request.query[$0.name] == nil
    }) {
      throw APIProblem(
        kind: .badRequest,
        detail: l.tr("The parameter {name} is needed.", ["name": missing.name]),
        field: missing.name)
    }
    let body = try Self.body(request, of: operation)
    let origin = ChangeOrigin.api(route: request.path, token: token.name, member: token.member)
    return try pool.with { store in
      let call = APICall(
        store: store, request: request, path: parameters, body: body,
        today: configuration.today(), origin: origin,
        defaultCurrency: configuration.defaultCurrency)
      guard operation.writes else {
        // A read is kept while the database is unchanged, as the pages' models are: phones
        // and dashboards polling an unchanged household cost a look-up each.
        let query = request.query.sorted { $0.key < $1.key }.map {
          URLText.encode($0.key) + "=" + URLText.encode($0.value)
        }
        // The answer's bytes are kept, so that a large one is not copied again each time.
        return Self.json(
          bytes: try models.value(
            store, "api", request.path, query.joined(separator: "&"), call.today.description
          ) { Array(try operation.run(call).utf8) })
      }
      return try write(operation, call, key: try Self.idempotencyKey(request))
    }
  }

  /// A write, applied once for its key: a key already applied is answered with the change
  /// it made, marked `Idempotent-Replayed`, and nothing is done again.
  private func write(_ operation: APIOperation, _ call: APICall, key given: String?) throws
    -> Response
  {
    // The key kept is the client's key hashed, then a hash of the request (its method,
    // path and body): the same key sent with another request is a mistake, not a retry,
    // and is refused rather than answered with the first request's change.
    let request = call.request
    let client = given.map { "k-" + Secrets.tokenHash($0) + "-" }
    let key =
      client.map {
        $0
          + Secrets.tokenHash(
            request.method + " " + request.path + "\n"
              + String(decoding: request.body, as: UTF8.self)
          ).prefix(16)
      } ?? "api-" + Secrets.token(bytes: 24)
    if let client, let kept = try call.store.appliedKey(startingWith: client), kept != key {
      throw APIProblem(
        kind: .unprocessable,
        detail: Localization.current.tr(
          "This Idempotency-Key was already used for another request; nothing was done."),
        field: "Idempotency-Key")
    }
    func answer(replayed: Bool) throws -> Response {
      let change = try call.store.change(answering: key)
      var response = Self.json(
        JSONValue.object([
          ("change", change.map { HistoryView.object($0) } ?? .null)
        ]).rendered())
      if replayed { response.headers.append(("Idempotent-Replayed", "true")) }
      return response
    }
    if try call.store.hasApplied(key) { return try answer(replayed: true) }
    do {
      _ = try call.store.applyingOnce(key) { try operation.run(call) }
    } catch is RequestAlreadyApplied {
      return try answer(replayed: true)
    } catch {
      // The same request sent twice at once: the other one applied it meanwhile, which
      // may be why this one was refused (the milk it would consume is gone).
      if given != nil, try call.store.hasApplied(key) { return try answer(replayed: true) }
      throw error
    }
    return try answer(replayed: false)
  }

  /// The token the request's `Authorization: Bearer` names, its try counted by the
  /// throttle (a wrong one slows the next tries from its address, as a wrong password
  /// does).
  ///
  /// - Throws: `APIProblem` 401 for a missing or wrong token, 429 once an address has
  ///   sent `LoginThrottle` 5 wrong ones in a row (with the pause to wait).
  private func authenticate(_ request: Request, tryEnded: inout Bool) throws -> APIToken {
    let l = Localization.current
    let challenge = ("WWW-Authenticate", "Bearer realm=\"larder\"")
    guard let header = request.headers["authorization"] else {
      throw APIProblem(
        kind: .unauthorized,
        detail: l.tr("Send a token in the header Authorization: Bearer TOKEN."),
        headers: [challenge])
    }
    let parts = header.split(separator: " ", maxSplits: 1)
    guard parts.count == 2, parts[0].lowercased() == "bearer" else {
      // Another scheme (Basic, from a proxy) is no try at a token: not counted.
      throw APIProblem(
        kind: .unauthorized,
        detail: l.tr("Send a token in the header Authorization: Bearer TOKEN."),
        headers: [challenge])
    }
    let given = parts[1].trimmingCharacters(in: .whitespaces)
    let token =
      given.isEmpty ? nil : try pool.with { try $0.apiToken(hash: Secrets.tokenHash(given)) }
    tryEnded = true
    let wrong = throttle.end(request.client, right: token != nil)
    guard let token else {
      if wrong >= 5 {
        throw APIProblem(
          kind: .tooManyRequests,
          detail: l.tr("Too many wrong tokens from this address; wait before trying again."),
          headers: [("Retry-After", "\(Int(throttle.nextPause(request.client).rounded(.up)))")])
      }
      throw APIProblem(
        kind: .unauthorized, detail: l.tr("The API token is missing or wrong."),
        headers: [challenge])
    }
    return token
  }

  /// The members of a write's JSON body, checked against its schema; a write without a
  /// body takes an empty one or `{}`.
  private static func body(_ request: Request, of operation: APIOperation) throws
    -> [String: JSONInput]
  {
    guard operation.writes else { return [:] }
    let l = Localization.current
    guard !request.body.isEmpty else {
      guard let schema = operation.body?.schema else { return [:] }
      if let broken = JSONInput.object([:]).breaks(schema) { throw breach(broken) }
      return [:]
    }
    let type = request.headers["content-type"]?.lowercased() ?? ""
    // `application/json`, with parameters or not (`; charset=utf-8`), in any case.
    let essence = type.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
    guard essence == "application/json" else {
      throw APIProblem(
        kind: .unsupportedMediaType,
        detail: l.tr("Send the body as application/json."))
    }
    guard case .object(let members)? = JSONInput.parse(request.body) else {
      throw APIProblem(
        kind: .badRequest,
        detail: l.tr(
          "The body is not a JSON object the API reads: UTF-8, one object, no key twice and no NUL character."
        ))
    }
    let schema =
      operation.body?.schema ?? APISchema.object([], required: [], closed: true)
    if let broken = JSONInput.object(members).breaks(schema) { throw breach(broken) }
    return members
  }

  /// The problem of a body that breaks its schema, naming the field.
  private static func breach(_ breach: JSONInput.Breach) -> APIProblem {
    let l = Localization.current
    let values: KeyValuePairs<String, String> = ["name": breach.path]
    let detail =
      switch breach.kind {
      case .missing: l.tr("The body needs the field {name}.", values)
      case .unknown: l.tr("The body has a field {name} that this route does not take.", values)
      case .wrongType: l.tr("The body's field {name} is not of its type.", values)
      }
    return APIProblem(kind: .badRequest, detail: detail, field: breach.path)
  }

  /// The `Idempotency-Key` header, when sent: 16 to 100 letters, digits, `-` or `_`.
  private static func idempotencyKey(_ request: Request) throws -> String? {
    guard let key = request.headers["idempotency-key"] else { return nil }
    guard isRequestKey(key) else {
      throw APIProblem(
        kind: .badRequest,
        detail: Localization.current.tr(
          "The header Idempotency-Key must be 16 to 100 letters, digits, - or _."),
        field: "Idempotency-Key")
    }
    return key
  }

  private static func notAllowed(_ methods: [String]) -> APIProblem {
    let allowed = methods.contains("GET") ? methods + ["HEAD"] : methods
    return APIProblem(
      kind: .methodNotAllowed,
      detail: Localization.current.tr(
        "This route answers only {methods}.", ["methods": allowed.joined(separator: ", ")]),
      headers: [("Allow", allowed.joined(separator: ", "))])
  }

  private static func json(_ text: String) -> Response { json(bytes: Array(text.utf8)) }

  private static func json(bytes: [UInt8]) -> Response {
    Response(
      status: 200,
      headers: [
        ("Content-Type", "application/json; charset=utf-8"), ("Cache-Control", "no-store"),
      ],
      body: bytes)
  }
}
