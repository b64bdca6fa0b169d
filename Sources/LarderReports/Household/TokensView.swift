import LarderCore
import LarderLanguage

/// `larder serve --list-tokens`: the API's tokens (their names, never the tokens).
public enum TokensView {
  /// An aligned table: name, the member it speaks for, whether it only reads, and the day
  /// it was made, in the reader's language; a sentence when there are none.
  public static func text(_ tokens: [APIToken]) -> String {
    let f = Formats()
    let l = f.localization
    guard !tokens.isEmpty else {
      return l.tr("No API tokens yet: the API opens to none.") + "\n"
    }
    var table = TextTable([
      (l.trc("NAME", context: "member"), .left), (l.tr("MEMBER"), .left),
      (l.tr("ACCESS"), .left), (l.tr("ADDED"), .left),
    ])
    for token in tokens {
      table.add([
        token.name, token.member ?? "",
        token.readOnly ? l.tr("reads") : l.tr("reads and writes"), f.date(token.addedOn),
      ])
    }
    return table.rendered()
  }
}
