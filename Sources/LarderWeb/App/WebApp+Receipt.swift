import Foundation
import LarderCore
import LarderLanguage
import LarderScan
import LarderStore

extension WebApp {
  /// POST `/receipt`: reads the uploaded file (a photo, a PDF, an e-mail) or the pasted
  /// text, as `larder receipt` does, and shows its review; nothing is recorded. A file that
  /// is no receipt, or a receipt without a store or a day the form does not give, is the
  /// form's error (422).
  func readReceipt(_ visit: Visit) throws -> Response {
    let form = FormValues(visit)
    let l = visit.l
    let file = visit.request.parts["file"].flatMap { $0.data.isEmpty ? nil : $0 }
    let name = file?.filename.flatMap { $0.isEmpty ? nil : $0 } ?? l.tr("the receipt")
    do {
      let data: Data
      if let file {
        data = Data(file.data)
      } else if let text = form["text"] {
        data = Data(text.utf8)
      } else {
        return ReceiptPage.form(visit, error: l.tr("Choose a receipt file, or paste its text."))
      }
      let receipt = try ReceiptInput.read(
        data, name: name, currency: configuration.defaultCurrency,
        ocrLanguage: ReceiptInput.ocrLanguage(for: l.language.code))
      guard let store = try form.label("store") ?? receipt.store else {
        return ReceiptPage.form(
          visit, error: l.tr("{file} names no store: type it in the Store field.", ["file": name]))
      }
      // A receipt with no readable day is reviewed with its Date field empty, to be typed:
      // the web never takes today for it (the same receipt could be recorded twice).
      let date = try form.date("date") ?? receipt.date
      return try pool.with { database in
        try ReceiptPage.review(
          visit, database,
          try database.planReceipt(receipt, store: store, date: date ?? visit.today),
          dated: date != nil)
      }
    } catch {
      return try shownAgain(error) { message, _ in ReceiptPage.form(visit, error: message) }
    }
  }

  /// POST `/receipt/record`: the review's decisions applied to the receipt it carries;
  /// recorded as one change when no line is left undecided and the total checks (or the
  /// difference is accepted, or the receipt said to print none), then the Stock page; else
  /// the review again with the reason (422), nothing changed. A day is typed, never taken.
  func recordReceipt(_ visit: Visit) throws -> Response {
    let form = FormValues(visit)
    let l = visit.l
    guard let receipt = form["receipt"].flatMap(ReceiptPage.decoded),
      let store = try form.label("store")
    else {
      return ReceiptPage.form(visit, error: l.tr("Choose a receipt file, or paste its text."))
    }
    let typedDate = try? form.date("date")
    return try pool.with { database in
      let matched = try database.planReceipt(
        receipt, store: store, date: typedDate ?? visit.today)
      var plan = matched
      do {
        guard let date = try form.date("date") else {
          return try ReceiptPage.review(
            visit, database, plan, dated: false, values: form,
            error: l.tr("Type the day of the receipt in the Date field."))
        }
        let decisions = try ReceiptPage.decisions(form, matched)
        plan = try database.planReceipt(receipt, store: store, date: date, decisions: decisions)
        var accepted: ReceiptTotalCheck.Acceptance = []
        if form["accept-difference"] != nil { accepted.insert(.difference) }
        if form["no-total"] != nil { accepted.insert(.noTotal) }
        let check = try ReceiptTotalCheck(receipt)
        if !check.allows(accepted) {
          return try ReceiptPage.review(
            visit, database, plan, values: form, error: ReceiptPage.refusal(check, l))
        }
        let recorded = try database.recordReceipt(plan, today: visit.today, via: visit.origin)
        setFlash(
          visit,
          .receipt(
            store: plan.store, date: plan.date, purchases: recorded.purchases, total: recorded.total
          ))
        return .seeOther("/")
      } catch {
        return try shownAgain(error) { message, _ in
          try ReceiptPage.review(visit, database, plan, values: form, error: message)
        }
      }
    }
  }
}
