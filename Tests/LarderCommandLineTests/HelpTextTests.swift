import Testing

@testable import LarderCommandLine

/// The help is made from the same declarations that parsing reads.
@Suite struct HelpTextTests {
  @Test func theHelpOfRates() {
    #expect(
      Help.text(RatesCommand.spec) == """
        OVERVIEW: Show how fast each item is used and when it will run out.

        The rate is what was consumed (not discarded) in the last W days, divided by the
        days of that window since the item was first bought; an item bought fewer than
        --min-history days ago has none yet. Usable stock is what has not expired; the
        run-out date counts only what can be used before it expires.

        USAGE: larder rates [--window <days>] [--min-history <days>] [--as-of <date>]
                            [--format <format>]

        OPTIONS:
          --window <days>         The window W, in days. (default: 90)
          --min-history <days>    The fewest days of history an item needs for a rate.
                                  (default: 14)
          --as-of <date>          The day to compute for, as YYYY-MM-DD. (default:
                                  today)
          --format <format>       The output format. (values: text, json; default: text)
          --db <path>             The database file (default: $LARDER_DB, else
                                  $XDG_DATA_HOME/larder/larder.sqlite).
          --verbose               On an error, also print what lies under it, such as
                                  the SQL (as LARDER_DEBUG=1 does).
          --color <when>          Colour text output: auto (on a terminal, unless
                                  NO_COLOR is set), always or never. (values: auto,
                                  always, never; default: auto)
          --lang <language>       The language of text output. (values: en, fr, ja,
                                  zh-Hant; default: $LARDER_LANG, else $LANGUAGE,
                                  $LC_ALL, $LC_MESSAGES or $LANG, else en)
          -h, --help              Show help information.

        EXAMPLES:
          How fast each item went on 1 November, over the last 30 days.
            $ larder rates --as-of 2026-11-01 --window 30

        """)
  }

  @Test func eachKindShowsItsValueDefaultOrNeither() {
    #expect(
      Help.text(SampleCommand.spec) == """
        OVERVIEW: A command to test parsing with.

        USAGE: larder sample [<item>] [--window <days>] [--limit <count>]
                             [--name <name>] [--note <text>] [--day <date>]
                             [--shape <shape>] [--tag <tag> ...] [--size <count>]
                             [--amount <amount>] [--all]

        ARGUMENTS:
          <item>                  An item.

        OPTIONS:
          --window <days>         The window, in days. (default: 90)
          --limit <count>         At most this many.
          --name <name>           A name.
          --note <text>           A note.
          --day <date>            A day, as YYYY-MM-DD. (default: today)
          --shape <shape>         The shape. (values: round, square; default: round)
          --tag <tag>             A tag; repeat for more.
          --size <count>          A size.
          --amount <amount>       An amount. (default: 0)
          --all                   Everything.
          --db <path>             The database file (default: $LARDER_DB, else
                                  $XDG_DATA_HOME/larder/larder.sqlite).
          --verbose               On an error, also print what lies under it, such as
                                  the SQL (as LARDER_DEBUG=1 does).
          --color <when>          Colour text output: auto (on a terminal, unless
                                  NO_COLOR is set), always or never. (values: auto,
                                  always, never; default: auto)
          --lang <language>       The language of text output. (values: en, fr, ja,
                                  zh-Hant; default: $LARDER_LANG, else $LANGUAGE,
                                  $LC_ALL, $LC_MESSAGES or $LANG, else en)
          -h, --help              Show help information.

        """)
  }

  @Test func theUsageAfterAnErrorNamesTheCommandsHelp() {
    #expect(
      Help.errorFooter(ListCommand.spec) == """
        Usage: larder list [--sort <order>] [--all] [--as-of <date>] [--format <format>]
          See 'larder list --help' for more information.

        """)
  }
}
