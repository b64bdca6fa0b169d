import Foundation
import LarderCore
import LarderErrors
import LarderLanguage
import LarderStore

extension WebApp {
  /// POST `/undo`: reverses the change `change` (or the last one), as `larder undo` does,
  /// then goes back to the page `back` (a path on this site, unless the item it shows is
  /// gone) or the stock. Unless it is a single change of the item whose page `back` is, or
  /// `confirm` is given, nothing is changed and the page shows what it would remove first
  /// (`UndoConfirmationPage`).
  func undo(_ visit: Visit) throws -> Response {
    let form = FormValues(visit)
    let back = form["back"].flatMap { Self.isLocalPath($0) ? $0 : nil } ?? "/"
    return try pool.with { store in
      do {
        let preview = try store.undoPreview(form["change"], naming: { summary($0, visit.l) })
        guard confirmed(form, preview, back: back) else {
          return UndoConfirmationPage.response(visit, preview, back: back)
        }
        let reference = UUIDText.format(preview.change.id)
        let undone = try store.undo(
          reference, via: visit.origin, naming: { summary($0, visit.l) })
        setFlash(visit, .undid(undone.action))
        return .seeOther(try stillThere(back, store))
      } catch {
        return try shownAgain(error) { message, _ in
          ErrorPage.response(422, message, context: visit.context)
        }
      }
    }
  }

  /// POST `/redo`: re-applies the change most recently undone, as `larder redo` does, then
  /// goes back to `back`; confirmed first as `/undo` is. A `change` that is not the one
  /// `redo` would re-apply now (another was undone since the page was drawn) is not
  /// confirmed: the page shows what it would do instead.
  func redo(_ visit: Visit) throws -> Response {
    let form = FormValues(visit)
    let back = form["back"].flatMap { Self.isLocalPath($0) ? $0 : nil } ?? "/"
    return try pool.with { store in
      do {
        let preview = try store.redoPreview()
        let expected = form["change"].flatMap { UUID(uuidString: $0) }
        guard expected == nil || expected == preview.change.id,
          confirmed(form, preview, back: back)
        else {
          return UndoConfirmationPage.response(visit, preview, back: back)
        }
        let redone = try store.redo(via: visit.origin, naming: { summary($0, visit.l) })
        setFlash(visit, .redid(redone.action))
        return .seeOther(try stillThere(back, store))
      } catch {
        return try shownAgain(error) { message, _ in
          ErrorPage.response(422, message, context: visit.context)
        }
      }
    }
  }

  /// `back`, or the stock when `back` is the page of an item the undo or redo removed.
  private func stillThere(_ back: String, _ store: Store) throws -> String {
    guard let item = UndoConfirmationPage.item(ofPage: back) else { return back }
    do {
      _ = try store.item(UUIDText.format(item))
      return back
    } catch StoreError.unknownItem {
      return "/"
    }
  }

  /// Whether the form confirms `preview`: with `confirm`, naming that change, or without
  /// it for a single change of the item on the page `back`.
  private func confirmed(_ form: FormValues, _ preview: ChangePreview, back: String) -> Bool {
    if form["confirm"] != nil {
      return form["change"].flatMap { UUID(uuidString: $0) } == preview.change.id
    }
    return UndoConfirmationPage.isOneTap(
      preview, onPageOf: UndoConfirmationPage.item(ofPage: back))
  }
}
