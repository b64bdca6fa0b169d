import LarderCore
import LarderErrors
import LarderLanguage
import LarderReports
import LarderStore

/// An error the API answers, as RFC 9457 problem details (`application/problem+json`):
/// a stable `type` per kind of error, and a `title` and `detail` in the request's
/// language (`Accept-Language`).
struct APIProblem: Error, Sendable {
  /// The kinds of error, each with its status and the last segment of its `type`.
  enum Kind: String, Sendable, CaseIterable {
    case badRequest = "bad-request"
    case unauthorized
    case forbidden
    case notFound = "not-found"
    case methodNotAllowed = "method-not-allowed"
    case conflict
    case tooLarge = "too-large"
    case unsupportedMediaType = "unsupported-media-type"
    case unprocessable = "unprocessable"
    case tooManyRequests = "too-many-requests"
    case unavailable
    case serverError = "server-error"

    var status: Int {
      switch self {
      case .badRequest: 400
      case .unauthorized: 401
      case .forbidden: 403
      case .notFound: 404
      case .methodNotAllowed: 405
      case .conflict: 409
      case .tooLarge: 413
      case .unsupportedMediaType: 415
      case .unprocessable: 422
      case .tooManyRequests: 429
      case .unavailable: 503
      case .serverError: 500
      }
    }

    /// The problem's `type`: a URI reference, the same in every language and release.
    var type: String { "/api/v1/problems/\(rawValue)" }

    /// The short title, in the request's language.
    var title: String {
      let l = Localization.current
      return switch self {
      case .badRequest: l.tr("The request is not one the API reads")
      case .unauthorized: l.tr("A valid API token is needed")
      case .forbidden: l.tr("This token may not do that")
      case .notFound: l.tr("There is no such thing")
      case .methodNotAllowed: l.tr("That method is not allowed here")
      case .conflict: l.tr("The household is not in a state that allows it")
      case .tooLarge: l.tr("What was sent is too large")
      case .unsupportedMediaType: l.tr("The body must be JSON")
      case .unprocessable: l.tr("A value was refused")
      case .tooManyRequests: l.tr("Too many attempts")
      case .unavailable: l.tr("The database is busy")
      case .serverError: l.tr("Something went wrong on the server")
      }
    }
  }

  let kind: Kind
  /// What happened, one line in the request's language.
  let detail: String
  /// The body field or parameter it is about, when it names one.
  var field: String? = nil
  /// Headers the answer carries (`Retry-After`, `Allow`, `WWW-Authenticate`).
  var headers: [(String, String)] = []

  /// The answer.
  var response: Response {
    var members: [(String, JSONValue)] = [
      ("type", .string(kind.type)), ("title", .string(kind.title)),
      ("status", .number(kind.status)), ("detail", .string(detail)),
    ]
    if let field { members.append(("field", .string(field))) }
    return Response(
      status: kind.status,
      headers: [
        ("Content-Type", "application/problem+json; charset=utf-8"),
        ("Content-Language", Localization.current.language.code),
        ("Cache-Control", "no-store"),
      ] + headers,
      body: Array(JSONValue.object(members).rendered().utf8))
  }

  /// The problem `error` is, or nil for an error that is the server's (a 500, logged).
  static func from(_ error: any Error) -> APIProblem? {
    if let problem = error as? APIProblem { return problem }
    if let error = error as? StoreError {
      switch error {
      case .busy:
        return APIProblem(
          kind: .unavailable, detail: WebApp.busyMessage,
          headers: [("Retry-After", "\(WebApp.writeWait)")])
      case .unknownItem, .unknownChange, .notOnShoppingList, .unknownLot, .unknownEvent:
        return APIProblem(kind: .notFound, detail: error.message(.current))
      case .nothingToUndo, .nothingToRedo, .notNextRedo, .undoBlocked, .notUndoable, .cannotReverse,
        .listLineChanged, .tooLateToUntick, .alreadyBought, .ambiguousReference, .lotTaken:
        return APIProblem(kind: .conflict, detail: error.message(.current))
      default: break
      }
    }
    guard let message = UserError.message(error) else { return nil }
    return APIProblem(kind: .unprocessable, detail: message, field: UserError.field(error))
  }
}
