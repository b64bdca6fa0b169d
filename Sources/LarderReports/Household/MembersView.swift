import LarderCore
import LarderLanguage

/// `larder serve --list-members`: the household's members.
public enum MembersView {
  /// An aligned table: name, language, locale, time zone and the day each was added, in
  /// the reader's language; a sentence when there are none.
  public static func text(_ members: [Member]) -> String {
    let f = Formats()
    let l = f.localization
    guard !members.isEmpty else {
      return l.tr("No members yet: the household password opens the pages.") + "\n"
    }
    var table = TextTable([
      (l.trc("NAME", context: "member"), .left), (l.tr("LANGUAGE"), .left), (l.tr("LOCALE"), .left),
      (l.tr("TIME ZONE"), .left), (l.tr("ADDED"), .left),
    ])
    for member in members {
      let language = member.language.flatMap(Language.init(code:))
      table.add([
        member.name, language?.ownName ?? l.tr("the phone's"), member.locale ?? "",
        member.timeZone ?? l.tr("the server's"), f.date(member.addedOn),
      ])
    }
    return table.rendered()
  }
}
