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
"""
import difflib
import json
import os
import shutil
import statistics
import subprocess
import time

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
