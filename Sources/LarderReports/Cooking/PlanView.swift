import Foundation
import LarderCore
import LarderLanguage

/// `larder plan`: the planned meals, what each reserves and what it lacks (docs definition
/// 28), for people and for programs.
public enum PlanView {
  /// `{"asOf", "meals": [{"id", "recipe", "day", "servings", "ahead", "reserved": [{"ingredient",
  /// "item", "lot", "quantity", "unit"}], "missing": [{"ingredient", "item", "quantity",
  /// "unit"}]}]}`, in the plan's order.
  public static func json(_ plan: MealPlan, meals: [MealPlan.Meal]) -> String {
    JSONValue.object([
      ("asOf", .string(plan.asOf.description)),
      (
        "meals",
        .array(
          meals.map { meal in
            .object([
              ("id", .string(UUIDText.format(meal.meal.id))),
              ("recipe", .string(meal.meal.recipeName)),
              ("day", .string(meal.meal.day.description)),
              ("servings", .number(meal.meal.servings)), ("ahead", .bool(meal.isAhead)),
              (
                "reserved",
                .array(
                  meal.reserved.map { reservation in
                    .object([
                      ("ingredient", .string(reservation.name)),
                      ("item", .string(reservation.item.name)),
                      ("lot", .string(UUIDText.format(reservation.draw.lot.id))),
                      ("quantity", .string(reservation.draw.quantity.description)),
                      ("unit", .string(reservation.item.unit)),
                    ])
                  })
              ),
              (
                "missing",
                .array(
                  meal.missing.map { missing in
                    .object([
                      ("ingredient", .string(missing.name)),
                      ("item", .optional(missing.item?.name)),
                      ("quantity", .optional(missing.quantity?.description)),
                      ("unit", .optional(missing.unit)),
                    ])
                  })
              ),
            ])
          })
      ),
    ]).rendered()
  }

  /// The meals day by day: `Tue 8 Dec  Gratin dauphinois (4 servings)`, then what it
  /// reserves and what it lacks, indented.
  public static func text(_ meals: [MealPlan.Meal]) -> String {
    let l = Localization.current
    let f = Formats(l)
    var out = ""
    for meal in meals {
      let servings = l.trn("{count} serving", "{count} servings", count: meal.meal.servings)
      out += "\(f.shortDay(meal.meal.day))  \(meal.meal.recipeName) (\(servings))"
      out += meal.isAhead ? "\n" : "  " + l.tr("(not cooked)") + "\n"
      var reserved: [(Item, Quantity)] = []
      for reservation in meal.reserved {
        if let index = reserved.firstIndex(where: { $0.0.id == reservation.item.id }) {
          // One item's reservations are at most what it holds: far within 64 bits.
          reserved[index].1 = Quantity(
            thousandths: Int64(
              clamping: Int128(reserved[index].1.thousandths)
                + Int128(reservation.draw.quantity.thousandths)))
        } else {
          reserved.append((reservation.item, reservation.draw.quantity))
        }
      }
      if !reserved.isEmpty {
        let uses = reserved.map { item, quantity in
          l.tr(
            "{quantity} {unit} of {item}",
            ["quantity": f.quantity(quantity), "unit": item.unit, "item": item.name])
        }
        out += "    " + l.tr("reserves {items}", ["items": l.list(uses)]) + "\n"
      }
      if !meal.missing.isEmpty {
        let lacks = meal.missing.map { missing in
          guard let quantity = missing.quantity else { return missing.item?.name ?? missing.name }
          return l.tr(
            "{quantity} {unit} of {item}",
            [
              "quantity": f.quantity(quantity), "unit": missing.unit ?? "",
              "item": missing.item?.name ?? missing.name,
            ])
        }
        out += "    " + l.tr("to buy: {items}", ["items": l.list(lacks)]) + "\n"
      }
    }
    return out
  }
}
