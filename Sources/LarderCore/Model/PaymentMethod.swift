/// How a purchase was paid, as its receipt prints it: by card (`CB`, `CARTE`, `クレジット`,
/// `信用卡`) or in cash (`ESPECES`, `現金`). A journal posts each purchase to the account of
/// its method.
public enum PaymentMethod: String, Hashable, Sendable, CaseIterable, Codable {
  case card
  case cash
}
