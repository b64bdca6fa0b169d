"""The receipt figures of `make bench` (issue 34), on receipts the tests' generator makes
(Tests/Fixtures/make_receipt.py), never real people's:

- 30 photo receipts, 10 per language (French, Japanese, Taiwanese; seeds 1-10): the share
  of their lines `larder receipt --format json` reads with the right amount;
- a learning pass over another 10 photos of the same stores per language (seeds 11-20),
  each recorded with the decisions a person would take for its lines as read; then the
  share of the 30 photos' product lines matched to the right item, with no decision given;
- the time per photo, against the `tesseract` command's own time on the same photo and
  languages (`--psm 4`, the page segmentation Larder asks for), A and B in turn.

Run alone with `python3 bench/run.py --receipts-only`.

The second measurement (issue 59), `bench_scenes`: receipts as phones photograph them and
shops send them, made by the same generator (seeds 101-142 and 201-209, none of the
above), read by `larder receipt --format json` in an empty household:

- 42 scene photos (photo:SURFACE+OPTIONS): French, Japanese and Taiwanese in turn, on
  wood, stone, cloth and a white table, with the options of SCENE_OPTIONS in turn (7
  combinations, so each language meets each surface and every combination); 6 of them
  12 MP, 18 turned by their EXIF orientation, 18 at a slant (perspective), 12 in uneven
  light and 12 faded. A line is right when a line read has its amount, its count (and
  unit) and a text within OCR's tolerance: a difflib ratio of at least 0.6 between the two
  texts, NFKC-normalised, case-folded and without spaces. The time per photo is set
  against the `tesseract` command's on the same photo and languages (`--psm 6`), A and B
  in turn.
- 9 PDFs (pdf:mono, pdf:runs, pdf:a4 in each language): lines right by the same rule,
  and the receipt's printed total found (the JSON's `total`).

Run alone with `python3 bench/run.py --receipt-scenes-only`, or with `--quick` added for a
smoke run (12 photos, one timing each, the figures printed and RESULTS.md left alone).
"""
import difflib
import json
import os
import shutil
import statistics
import subprocess
import time
import unicodedata
from decimal import Decimal, InvalidOperation

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LARDER = os.environ.get("BENCH_LARDER", os.path.join(ROOT, ".build/release/larder"))
GENERATOR = os.path.join(ROOT, "Tests/Fixtures/make_receipt.py")
WORK = os.path.join(ROOT, ".build/bench/receipts")
LANGUAGES = {"fr": "fra+eng", "ja": "jpn+eng", "zh": "chi_tra"}
MEASURED = range(1, 11)
LEARNED = range(11, 21)
TIME_RUNS = 3


def make(language, seed):
    path = os.path.join(WORK, f"{language}-{seed}.png")
    out = subprocess.run(["python3", GENERATOR, language, str(seed), "photo", path],
                         capture_output=True, text=True, check=True)
    return path, json.loads(out.stdout.strip().splitlines()[-1])


def read(path, language, expected, database):
    out = subprocess.run(
        [LARDER, "receipt", path, "--format", "json", "--ocr-language", LANGUAGES[language],
         "--date", expected["date"], "--store", expected["store"], "--db", database],
        capture_output=True, text=True)
    if out.returncode != 0:
        return None
    return json.loads(out.stdout)


def paired(read_lines, expected_lines):
    """Each expected line with the read line of the same amount, each read line used once,
    in the receipt's order."""
    left = list(read_lines)
    pairs = []
    for line in expected_lines:
        found = next((r for r in left if r["total"] == line["total"]), None)
        if found:
            left.remove(found)
        pairs.append((line, found))
    return pairs


def recognised(read_lines, expected_lines):
    """Each product line read with the expected product line a person reading the photo
    would take it for: the one of the same amount and most alike text, else of the most
    alike text (OCR's misread letters), each expected line taken once; None for a line
    like none of them (a smudge read as a line)."""
    left = [line for line in expected_lines if "item" in line]
    pairs = []
    for found in read_lines:
        if found["kind"] != "product":
            continue
        def likeness(line):
            alike = difflib.SequenceMatcher(None, found["text"], line["text"]).ratio()
            return (line["total"] == found["total"] and alike >= 0.3, alike)
        best = max(left, key=likeness, default=None)
        if best is not None and (best["total"] == found["total"] or likeness(best)[1] >= 0.5):
            left.remove(best)
            pairs.append((found, best))
        else:
            pairs.append((found, None))
    return pairs


def learn(path, language, expected, database):
    """Records the photo as a person would after its review: each product line read is
    decided as the item it is, the lines that are no product left out."""
    got = read(path, language, expected, database)
    if got is None:
        return
    arguments = []
    for found, line in recognised(got["lines"], expected["lines"]):
        if line is not None:
            arguments += ["--map", f"{found['text']}={line['item']}"]
        else:
            arguments += ["--skip", found["text"]]
    subprocess.run(
        [LARDER, "receipt", path, "--ocr-language", LANGUAGES[language], "--date",
         expected["date"], "--store", expected["store"], "--db", database, "--yes",
         "--accept-difference"] + arguments, capture_output=True, text=True)


def timed(command):
    started = time.perf_counter()
    subprocess.run(command, capture_output=True, check=False)
    return time.perf_counter() - started


def bench():
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(WORK)
    database = os.path.join(WORK, "household.sqlite")
    figures = {}
    for language in LANGUAGES:
        for seed in LEARNED:
            path, expected = make(language, seed)
            learn(path, language, expected, database)
    for language in LANGUAGES:
        lines = right = products = matched = 0
        larder_times, tesseract_times = [], []
        for seed in MEASURED:
            path, expected = make(language, seed)
            got = read(path, language, expected, database)
            read_lines = got["lines"] if got else []
            for line, found in paired(read_lines, expected["lines"]):
                lines += 1
                right += found is not None
                if "item" in line:
                    products += 1
                    matched += bool(found and found.get("item") == line["item"]
                                    and found.get("match") in ("alias", "name"))
            for _ in range(TIME_RUNS):
                larder_times.append(timed(
                    [LARDER, "receipt", path, "--format", "json", "--ocr-language",
                     LANGUAGES[language], "--date", expected["date"], "--store",
                     expected["store"], "--db", database]))
                tesseract_times.append(timed(
                    ["tesseract", path, "-", "-l", LANGUAGES[language], "--psm", "4"]))
        figures[language] = {
            "photos": len(MEASURED), "lines": lines, "right": right, "products": products,
            "matched": matched, "larder": statistics.median(larder_times),
            "tesseract": statistics.median(tesseract_times),
        }
        print(f"receipts {language}: {right}/{lines} amounts, {matched}/{products} matched, "
              f"{figures[language]['larder'] * 1000:.0f} ms against tesseract "
              f"{figures[language]['tesseract'] * 1000:.0f} ms", flush=True)
    return figures


def lines(figures):
    total_lines = sum(f["lines"] for f in figures.values())
    total_right = sum(f["right"] for f in figures.values())
    total_products = sum(f["products"] for f in figures.values())
    total_matched = sum(f["matched"] for f in figures.values())
    out = [
        "## Receipts",
        "",
        "`python3 bench/run.py --receipts-only`: photos of receipts the tests' generator makes",
        "(receipt font, slightly rotated, blurred and noised, at phone resolution), read by",
        "`larder receipt --format json`; seeds 1-10 per language are measured, after a",
        "learning pass that records seeds 11-20 of the same stores with a person's decisions.",
        "Times are medians of 3 runs per photo, A and B in turn, against the `tesseract`",
        "command on the same photo and languages (`--psm 4`).",
        "",
        "| Language | Photos | Lines with the right amount | Product lines matched to the right item | larder per photo | tesseract per photo | Ratio |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for language, f in figures.items():
        out.append(
            f"| {language} | {f['photos']} | {f['right']}/{f['lines']} "
            f"({100 * f['right'] / max(1, f['lines']):.1f} %) | {f['matched']}/{f['products']} "
            f"({100 * f['matched'] / max(1, f['products']):.1f} %) | {f['larder'] * 1000:.0f} ms "
            f"| {f['tesseract'] * 1000:.0f} ms | {f['larder'] / f['tesseract']:.2f}× |")
    amount_rate = 100 * total_right / max(1, total_lines)
    match_rate = 100 * total_matched / max(1, total_products)
    worst = max(f["larder"] / f["tesseract"] for f in figures.values())
    out += [
        "",
        "| Target | Measured | Limit | Status |",
        "|---|---:|---:|---|",
        f"| Lines read with the right amount | {amount_rate:.1f} % | ≥ 95 % | "
        f"{'met' if amount_rate >= 95 else '**missed**'} |",
        f"| Product lines matched after learning | {match_rate:.1f} % | ≥ 90 % | "
        f"{'met' if match_rate >= 90 else '**missed**'} |",
        f"| Time per photo against tesseract (worst language) | {worst:.2f}× | ≤ 1.2× | "
        f"{'met' if worst <= 1.2 else '**missed**'} |",
        "",
    ]
    return out


# The second measurement (issue 59): scene photos and PDFs.
SCENE_WORK = os.path.join(ROOT, ".build/bench/receipt-scenes")
SURFACES = ("wood", "stone", "cloth", "white")
# Photo i is in language i mod 3, on surface (i div 3) mod 4, with options i mod 7: over
# 42 photos each combination 6 times, each language on each surface 3 or 4 times.
SCENE_OPTIONS = ("", "perspective", "shadow+faded", "exif6+12mp", "perspective+shadow",
                 "exif8+faded", "perspective+exif8")
SCENES = 42
QUICK_SCENES = 12
SCENE_SEEDS = 101
PDF_LAYOUTS = ("mono", "runs", "a4")
PDF_SEEDS = 201
TOLERANCE = 0.6


def scene_cases(count):
    """(language, seed, form) of the first `count` scene photos."""
    cases = []
    for index in range(count):
        language = list(LANGUAGES)[index % 3]
        parts = [SURFACES[(index // 3) % len(SURFACES)]]
        if SCENE_OPTIONS[index % len(SCENE_OPTIONS)]:
            parts.append(SCENE_OPTIONS[index % len(SCENE_OPTIONS)])
        cases.append((language, SCENE_SEEDS + index, "photo:" + "+".join(parts)))
    return cases


def pdf_cases():
    return [(language, PDF_SEEDS + 3 * row + column, "pdf:" + layout)
            for row, layout in enumerate(PDF_LAYOUTS)
            for column, language in enumerate(LANGUAGES)]


def make_form(language, seed, form):
    suffix = ".pdf" if form.startswith("pdf:") else ".jpg"
    name = f"{language}-{seed}-{form.replace(':', '-').replace('+', '-')}{suffix}"
    path = os.path.join(SCENE_WORK, name)
    out = subprocess.run(["python3", GENERATOR, language, str(seed), form, path, "--with-counts"],
                         capture_output=True, text=True, check=True)
    return path, json.loads(out.stdout.strip().splitlines()[-1])


def folded(text):
    return "".join(unicodedata.normalize("NFKC", text).casefold().split())


def alike(read_text, expected_text):
    return difflib.SequenceMatcher(None, folded(read_text), folded(expected_text)).ratio()


def same_count(found, line):
    try:
        count = Decimal(found.get("count") or "1")
    except InvalidOperation:
        return False
    return count == Decimal(line["count"]) and (found.get("measuredUnit") or None) == line.get("unit")


def right_lines(read_lines, expected_lines):
    """How many expected lines a read line gives: the same amount, the same count and a
    text within OCR's tolerance; each read line counted once, the most alike first."""
    left = list(read_lines)
    right = 0
    for line in expected_lines:
        candidates = [found for found in left
                      if found.get("total") == line["total"] and same_count(found, line)
                      and alike(found.get("text", ""), line["text"]) >= TOLERANCE]
        if candidates:
            left.remove(max(candidates, key=lambda found: alike(found["text"], line["text"])))
            right += 1
    return right


def read_timed(command):
    """The command's output (None when it failed) and its wall time."""
    started = time.perf_counter()
    try:
        out = subprocess.run(command, capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired:
        return None, time.perf_counter() - started
    elapsed = time.perf_counter() - started
    if out.returncode != 0:
        return None, elapsed
    try:
        return json.loads(out.stdout), elapsed
    except json.JSONDecodeError:
        return None, elapsed


def bench_scenes(quick=False):
    """The scene photos' and PDFs' figures: a dict of photos and pdfs, one entry a case."""
    shutil.rmtree(SCENE_WORK, ignore_errors=True)
    os.makedirs(SCENE_WORK)
    database = os.path.join(SCENE_WORK, "household.sqlite")
    runs = 1 if quick else TIME_RUNS
    photos = []
    for language, seed, form in scene_cases(QUICK_SCENES if quick else SCENES):
        path, expected = make_form(language, seed, form)
        command = [LARDER, "receipt", path, "--format", "json", "--ocr-language",
                   LANGUAGES[language], "--date", expected["date"], "--store",
                   expected["store"], "--db", database]
        got, larder_times, tesseract_times = None, [], []
        for run in range(runs):
            output, elapsed = read_timed(command)
            if run == 0:
                got = output
            larder_times.append(elapsed)
            tesseract_times.append(timed(
                ["tesseract", path, "-", "-l", LANGUAGES[language], "--psm", "6"]))
        right = right_lines(got["lines"] if got else [], expected["lines"])
        photo = {"language": language, "seed": seed, "form": form, "read": got is not None,
                 "lines": len(expected["lines"]), "right": right,
                 "total": bool(got and got.get("total") == expected["total"]),
                 "larder": statistics.median(larder_times),
                 "tesseract": statistics.median(tesseract_times)}
        photos.append(photo)
        print(f"receipt scene {language} {seed} {form}: {right}/{photo['lines']} lines"
              f"{'' if photo['read'] else ' (refused)'}, total "
              f"{'found' if photo['total'] else 'missed'}, {photo['larder'] * 1000:.0f} ms "
              f"against tesseract {photo['tesseract'] * 1000:.0f} ms", flush=True)
    pdfs = []
    for language, seed, form in pdf_cases():
        path, expected = make_form(language, seed, form)
        got, _ = read_timed([LARDER, "receipt", path, "--format", "json", "--date",
                             expected["date"], "--store", expected["store"], "--db", database])
        right = right_lines(got["lines"] if got else [], expected["lines"])
        pdf = {"language": language, "seed": seed, "layout": form[4:], "read": got is not None,
               "lines": len(expected["lines"]), "right": right,
               "total": bool(got and got.get("total") == expected["total"])}
        pdfs.append(pdf)
        print(f"receipt pdf {language} {seed} {form}: {right}/{pdf['lines']} lines"
              f"{'' if pdf['read'] else ' (refused)'}, total "
              f"{'found' if pdf['total'] else 'missed'}", flush=True)
    return {"photos": photos, "pdfs": pdfs, "runs": runs, "quick": quick}


def share(right, of):
    return f"{right}/{of} ({100 * right / max(1, of):.1f} %)"


def scene_lines(figures):
    """The section of bench/RESULTS.md."""
    photos, pdfs = figures["photos"], figures["pdfs"]

    def row(name, group):
        lines = sum(p["lines"] for p in group)
        right = sum(p["right"] for p in group)
        read = sum(p["read"] for p in group)
        totals = sum(p["total"] for p in group)
        larder = statistics.median(p["larder"] for p in group)
        tesseract = statistics.median(p["tesseract"] for p in group)
        return (f"| {name} | {len(group)} | {read} | {share(right, lines)} | "
                f"{share(totals, len(group))} | {larder * 1000:.0f} ms | {tesseract * 1000:.0f} ms | "
                f"{larder / tesseract:.2f}× |")

    def option_of(photo, option):
        parts = photo["form"].split(":", 1)[1].split("+")[1:]
        return option in parts or (option == "exif" and any(p.startswith("exif") for p in parts)) \
            or (option == "plain" and not parts)

    out = [
        "## Receipt scenes and PDFs",
        "",
        "`python3 bench/run.py --receipt-scenes-only` (issue 59): receipts as phones photograph",
        "them and shops send them, from the tests' generator (Tests/Fixtures/make_receipt.py,",
        f"seeds {SCENE_SEEDS}-{SCENE_SEEDS + len(photos) - 1} and {PDF_SEEDS}-{PDF_SEEDS + len(pdfs) - 1}),"
        " read by `larder receipt --format json` in an empty household.",
        f"{len(photos)} photos (JPEG, 2000×1500 or 12 MP) of the receipt lying on wood, granite,",
        "a dark cloth or a white table, framed at 40-80 % of the photo's height, turned a few",
        "degrees, with a slant (a trapezoid), uneven light and the phone's shadow, EXIF",
        "orientation 6 or 8 (pixels stored turned) or a faded print, mixed in turn. A line is",
        "right when a line read has its amount, its count (and unit) and a text within OCR's",
        f"tolerance (difflib ratio ≥ {TOLERANCE} of the texts NFKC-normalised, case-folded, without",
        "spaces). Times are medians over the photos of each photo's median of "
        f"{figures['runs']} run{'s' if figures['runs'] > 1 else ''},",
        "A and B in turn, against the `tesseract` command on the same photo and languages",
        "(`--psm 6`).",
        "",
        "| Photos | Count | Read | Lines right | Totals found | larder per photo | tesseract per photo | Ratio |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    out.append(row("all", photos))
    for language in LANGUAGES:
        group = [p for p in photos if p["language"] == language]
        if group:
            out.append(row(language, group))
    for surface in SURFACES:
        group = [p for p in photos if p["form"].split(":", 1)[1].split("+")[0] == surface]
        if group:
            out.append(row(f"on {surface}", group))
    for option in ("plain", "perspective", "shadow", "exif", "faded", "12mp"):
        group = [p for p in photos if option_of(p, option)]
        if group:
            out.append(row({"plain": "no option", "exif": "EXIF-turned", "12mp": "12 MP"}
                           .get(option, option), group))
    out += [
        "",
        "| PDFs | " + " | ".join(LANGUAGES) + " | Lines right | Totals found |",
        "|---|" + "---:|" * (len(LANGUAGES) + 2),
    ]
    for layout in PDF_LAYOUTS:
        group = [p for p in pdfs if p["layout"] == layout]
        cells = []
        for language in LANGUAGES:
            pdf = next((p for p in group if p["language"] == language), None)
            cells.append("—" if pdf is None else
                         f"{pdf['right']}/{pdf['lines']}, total {'✓' if pdf['total'] else '✗'}")
        out.append(f"| pdf:{layout} | " + " | ".join(cells) + " | "
                   f"{share(sum(p['right'] for p in group), sum(p['lines'] for p in group))} | "
                   f"{share(sum(p['total'] for p in group), len(group))} |")
    out.append(f"| all | " + " | ".join("" for _ in LANGUAGES) + " | "
               f"{share(sum(p['right'] for p in pdfs), sum(p['lines'] for p in pdfs))} | "
               f"{share(sum(p['total'] for p in pdfs), len(pdfs))} |")
    out.append("")
    return out
