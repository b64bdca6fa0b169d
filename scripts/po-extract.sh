#!/bin/sh
# Writes po/larder.pot, the template of every catalog, from the calls to tr, trc (a text
# with its msgctxt: trc("BOUGHT", context: "purchase date")) and trn in the sources (GNU
# xgettext, reading Swift's string literals as C's), marks the texts with {placeholders}
# python-brace-format so that msgfmt --check compares them, and updates each po/*.po with
# msgmerge. The help's texts are data in the command specs, not tr calls:
# `larder --help-texts` prints them ($LARDER_BIN, else .build/debug/larder, built when
# missing). With --stdout, prints the template instead (for the test).
set -eu
cd "$(dirname "$0")/.."
pot=$(mktemp)
help=$(mktemp)
trap 'rm -f "$pot" "$help"' EXIT
larder=${LARDER_BIN:-.build/debug/larder}
if [ ! -x "$larder" ]; then
  swift build --product larder >&2
fi
printf 'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n' >"$help"
"$larder" --help-texts >>"$help"
grep -rlE --include='*.swift' '\.(tr[cn]?|required)\(' Sources | grep -v '/Catalogs/' | LC_ALL=C sort |
  xgettext --language=C --from-code=UTF-8 --files-from=- --output="$pot" \
    --keyword= --keyword=tr:1 --keyword=trc:1,2c --keyword=trn:1,2 --keyword=required:1 --add-comments=TRANSLATORS: \
    --flag=tr:1:no-c-format --flag=trc:1:no-c-format --flag=trn:1:no-c-format --flag=trn:2:no-c-format \
    --no-location --no-wrap --sort-output --package-name=Larder --msgid-bugs-address= \
    --copyright-holder= 2>&1 | { grep -v -e 'msgid-bugs-address' -e 'Makevars' -e 'MSGID_BUGS_ADDRESS' -e 'command line option' >&2 || true; }
# The help's texts, after the sources' (a text in both keeps the sources' comment).
msgcat --use-first --no-location --no-wrap --sort-output --to-code=UTF-8 "$pot" "$help" -o "$pot.all"
mv "$pot.all" "$pot"
# No creation date (the template depends only on the sources), and the brace flag.
python3 - "$pot" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
text = re.sub(r'"POT-Creation-Date: [^"]*\\n"\n', "", text)
text = text.replace('"Content-Type: text/plain; charset=CHARSET\\n"', '"Content-Type: text/plain; charset=UTF-8\\n"')
entries = text.split("\n\n")
out = []
for entry in entries:
    if re.search(r'^msgid(_plural)? ".*\{[a-z]+\}', entry, re.M) and "python-brace-format" not in entry:
        lines = entry.split("\n")
        index = next(i for i, line in enumerate(lines) if line.startswith(("msgctxt", "msgid")))
        flags = [i for i, line in enumerate(lines) if line.startswith("#,")]
        if flags:
            lines[flags[0]] += ", python-brace-format"
        else:
            lines.insert(index, "#, python-brace-format")
        entry = "\n".join(lines)
    out.append(entry)
open(path, "w", encoding="utf-8").write("\n\n".join(out))
PY
if [ "${1:-}" = "--stdout" ]; then
  cat "$pot"
  exit 0
fi
cp "$pot" po/larder.pot
for po in po/*.po; do
  [ -e "$po" ] || continue
  msgmerge --quiet --update --backup=none --no-fuzzy-matching --no-location --no-wrap --sort-output "$po" po/larder.pot
done
