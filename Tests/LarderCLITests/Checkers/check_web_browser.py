"""`larder serve` in Chromium, as the household's phones and computers meet it.

First the daily flows at 390x844 and 1280x800: log in, add a purchase with the keyboard
only, consume from the item page, search, check the Spending charts (one series per
currency), and a Stock row's quick action sent without leaving the page; a receipt's
review shows a line learned, one matched by name and one to decide.

Then every page in English, French, Traditional Chinese and Japanese (the larder-lang
cookie) at 390x844, 360x800 and 1280x800, each measured in the page (MEASURE): no
sideways scroll; no word or number broken inside itself; the navigation in two rows at
most (the header and the tab bar); every control at least 44x44 px with its label centred;
text of 16 px at least; on Stock, every row at most 72 px and the page at most 72 px an
item; chart labels inside their chart. axe-core (axe-selenium-python) checks every page at
390 px in every language, and in dark mode in English, for no serious or critical
violation. Screenshots: every page at 390 px in the four languages, and Stock and
Spending in dark mode, to DOCS/{lang}-{page}.png (shown in docs/web.md, reduced to 64
colours); every one to OUT/{lang}-{width}-{page}.png.

usage: check_web_browser.py LARDER DB OUT DOCS"""

import os
import sys

from axe_selenium_python import Axe
from PIL import Image
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from web_client import Server

larder, db, out, docs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
os.makedirs(out, exist_ok=True)
os.makedirs(docs, exist_ok=True)
server = Server(larder, db, env={"LARDER_WEB_PASSWORD": "correct horse"})
base = f"http://127.0.0.1:{server.port}"


def fail(message):
    print("FAILED:", message)
    print("".join(server.lines[-40:]))
    server.stop()
    sys.exit(1)


options = webdriver.ChromeOptions()
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--hide-scrollbars"]:
    options.add_argument(argument)
options.binary_location = "/usr/bin/chromium"
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def shows(text):
    """Whether the page comes to show `text` within 10 seconds (a form's answer loading)."""
    try:
        WebDriverWait(driver, 10).until(lambda d: text in d.page_source)
        return True
    except Exception:  # noqa: BLE001 - a timeout means it did not
        return False


def keys(*sequence):
    driver.switch_to.active_element.send_keys(*sequence)


def look(name, width):
    inner = driver.execute_script("return window.innerWidth")
    scroll = driver.execute_script("return document.documentElement.scrollWidth")
    if scroll > inner:
        fail(f"{name} at {width} px is {scroll} px wide, wider than the window ({inner} px)")
    driver.save_screenshot(os.path.join(out, f"en-{width}-{name}.png"))


# What the survey measures on a page, in the page: a list of problems, empty when none.
# - the document no wider than the window, and nothing in it scrolling sideways;
# - no word or number broken inside itself: each word (as Intl.Segmenter cuts the page's
#   language, a dictionary's words in Chinese and Japanese), date, amount or <time> on one
#   rendered line;
# - the navigation in two rows at most: the header's brand and menu on one, the tab bar's
#   four links on one;
# - every control 44 px high and wide at least (links of the navigation, the menu, the
#   .tools, the Stock rows, links standing alone, buttons, inputs and selects other than
#   hidden ones, check boxes and radios, whose label is the target); links inside a
#   sentence are exempt;
# - the label of a button, the menu and a tab centred in its box, within 3 px;
# - text of 16 px at least, outside the charts;
# - on Stock, every row 72 px high at most with nothing in it cut off, and the page 72 px an
#   item at most;
# - every text of a chart inside its svg's box.
MEASURE = r"""
const problems = [];
const inner = window.innerWidth;
const wide = document.documentElement.scrollWidth;
if (wide > inner) problems.push(`the document is ${wide} px wide in a ${inner} px window`);
const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
for (const el of document.querySelectorAll("body *")) {
  const overflow = getComputedStyle(el).overflowX;
  if ((overflow === "auto" || overflow === "scroll") && el.scrollWidth > el.clientWidth + 1) {
    problems.push(`a ${el.tagName.toLowerCase()}.${el.className} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth} px)`);
  }
}
const lines = (range) => new Set(Array.from(range.getClientRects())
  .filter((r) => r.width > 0.5).map((r) => Math.round(r.top + r.height / 2))).size;
for (const el of document.querySelectorAll(".date, .amount, time")) {
  if (!shown(el) || el.closest("svg")) continue;
  const range = document.createRange();
  range.selectNodeContents(el);
  if (lines(range) > 1) problems.push(`"${el.textContent.trim()}" is broken over lines`);
}
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
const segmenter = new Intl.Segmenter(document.documentElement.lang, {granularity: "word"});
const small = new Set();
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const parent = node.parentElement;
  if (!parent || !node.textContent.trim() || parent.closest("svg, script, style, .sr, datalist, option, select, textarea, code")) continue;
  if (!shown(parent)) continue;
  const size = parseFloat(getComputedStyle(parent).fontSize);
  if (size < 15.9) small.add(`"${node.textContent.trim().slice(0, 20)}" is ${size} px`);
  // Words as the page's language cuts them (ICU's dictionaries for Chinese and Japanese):
  // a line may break between two, never inside one.
  for (const part of segmenter.segment(node.textContent)) {
    if (!part.isWordLike || [...part.segment].length < 2) continue;
    const range = document.createRange();
    range.setStart(node, part.index);
    range.setEnd(node, part.index + part.segment.length);
    if (lines(range) > 1) problems.push(`the word "${part.segment}" is broken over lines`);
  }
}
problems.push(...Array.from(small).slice(0, 5).map((s) => `text too small: ${s}`));
const rows = (els) => new Set(els.filter(shown).map((el) => {
  const r = el.getBoundingClientRect();
  return Math.round(r.top + r.height / 2);
})).size;
const headerRows = rows(Array.from(document.querySelectorAll("header > a, header > details > summary")));
const tabRows = rows(Array.from(document.querySelectorAll("nav.tabs a")));
if (headerRows + tabRows > 2) problems.push(`the navigation takes ${headerRows + tabRows} rows`);
const targets = "header a, nav a, summary, .tools a, button, ul.stock a, .quick a, " +
  "main input:not([type=hidden]):not([type=checkbox]):not([type=radio]), main select, " +
  "label:has(> input[type=checkbox]), label:has(> input[type=radio])";
for (const el of document.querySelectorAll(targets)) {
  if (!shown(el)) continue;
  const box = el.getBoundingClientRect();
  const what = `${el.tagName.toLowerCase()} "${(el.textContent || el.name || "").trim().slice(0, 30)}"`;
  if (box.height < 43.5) problems.push(`${what} is ${box.height.toFixed(1)} px high`);
  if (box.width < 43.5) problems.push(`${what} is ${box.width.toFixed(1)} px wide`);
}
// A link standing alone (nothing but spaces and punctuation beside it in its parent, as
// "Cancel" beside a form's button, or an item's name in a table's cell) is a control too.
const letters = /[\p{L}\p{N}]/u;
for (const el of document.querySelectorAll("main a")) {
  if (!shown(el) || el.matches(targets)) continue;
  const rest = el.parentElement.textContent.replace(el.textContent, "");
  if (letters.test(rest)) continue;
  const box = el.getBoundingClientRect();
  const what = `a "${el.textContent.trim().slice(0, 30)}"`;
  if (box.height < 43.5) problems.push(`${what} is ${box.height.toFixed(1)} px high`);
  if (box.width < 43.5) problems.push(`${what} is ${box.width.toFixed(1)} px wide`);
}
// A Stock row shows its name and facts whole: nothing clipped by the row's height.
for (const facts of document.querySelectorAll("ul.stock .facts")) {
  if (facts.scrollHeight > facts.clientHeight + 1) {
    problems.push(`the facts of "${facts.parentElement.textContent.trim().slice(0, 30)}" are cut off`);
  }
}
for (const el of document.querySelectorAll("button, summary, nav.tabs a")) {
  if (!shown(el) || !el.textContent.trim()) continue;
  const box = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  const top = box.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop);
  const bottom = box.bottom - parseFloat(style.borderBottomWidth) - parseFloat(style.paddingBottom);
  const range = document.createRange();
  range.selectNodeContents(el);
  const text = range.getBoundingClientRect();
  if (text.height === 0) continue;
  const dy = (text.top + text.bottom) / 2 - (top + bottom) / 2;
  const dx = (text.left + text.right) / 2 - (box.left + box.right) / 2;
  if (Math.abs(dy) > 3 || (style.textDecorationLine !== "underline" && Math.abs(dx) > 3)) {
    problems.push(`the label "${el.textContent.trim().slice(0, 30)}" is ${dy.toFixed(1)} px off its box's middle vertically, ${dx.toFixed(1)} px horizontally`);
  }
}
const items = document.querySelectorAll("ul.stock > li");
for (const li of items) {
  const height = li.getBoundingClientRect().height;
  if (height > 72) problems.push(`the Stock row "${li.textContent.trim().slice(0, 30)}" is ${height.toFixed(1)} px high`);
}
if (items.length >= 10) {
  const height = document.documentElement.scrollHeight;
  if (height > 72 * items.length) problems.push(`Stock is ${height} px for ${items.length} items`);
}
for (const svg of document.querySelectorAll("svg.chart")) {
  const outer = svg.getBoundingClientRect();
  for (const text of svg.querySelectorAll("text")) {
    const box = text.getBoundingClientRect();
    if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5 ||
        box.top < outer.top - 0.5 || box.bottom > outer.bottom + 0.5) {
      problems.push(`chart label "${text.textContent}" falls outside its chart`);
    }
  }
}
return problems;
"""

# What the surveys found, every page's before failing.
surveyed = []
# The axe-core violations found, serious or critical, every page's before failing.
violations = []


def keep_for_docs(shot, name):
    """The screenshot `shot` as DOCS/`name`.png, reduced to 64 colours (a fifth the size)."""
    image = Image.open(shot).convert("RGB").quantize(colors=64, method=Image.Quantize.MEDIANCUT)
    image.save(os.path.join(docs, name + ".png"), optimize=True)


def accessible(language, name, scheme):
    """axe-core on the page as it is: its serious and critical violations, noted."""
    axe = Axe(driver)
    axe.inject()
    results = axe.run()
    for violation in results["violations"]:
        if violation["impact"] in ("serious", "critical"):
            nodes = "; ".join(node["target"][0] if node["target"] else "?" for node in violation["nodes"][:3])
            violations.append(f"{name} in {language} ({scheme}): {violation['id']} "
                              f"({violation['impact']}): {violation['help']} at {nodes}")


def survey(language, width, name, path, check_axe=False):
    """Opens `path` (None: the page already open) and notes what MEASURE finds; the
    screenshot either way."""
    if path is not None:
        driver.get(base + path)
    shot = os.path.join(out, f"{language}-{width}-{name}.png")
    driver.save_screenshot(shot)
    if width == 390:
        keep_for_docs(shot, f"{language}-{name}")
    lang = driver.execute_script("return document.documentElement.lang")
    if lang != language:
        fail(f"{path} in {language} has <html lang={lang!r}>")
    problems = driver.execute_script(MEASURE)
    if problems:
        surveyed.append(f"{name} ({path}) in {language} at {width} px: " + "; ".join(problems[:8]))
    if check_axe:
        accessible(language, name, "light")


def status(path):
    """The HTTP status of GET `path` in this session, by the page's own fetch."""
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0], {credentials: 'same-origin'}).then((r) => done(r.status), () => done(0));",
        path)


def dark(on):
    """Chromium's prefers-color-scheme, dark or as the system has it."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": "dark" if on else "light"}]})


# A receipt whose review shows each state: a line learned from the store's first receipt
# (BEURRE DOUX), one matched by an item's name (BANANAS), one to decide.
FIRST_RECEIPT = "SUPER U\n27/10/2026\nBEURRE DOUX      2,49\nTOTAL            2,49\n"
RECEIPT = ("SUPER U\n28/10/2026\nBEURRE DOUX      2,49\nBANANAS          1,99\n"
           "MYSTERE 3000     4,00\nTOTAL            8,48\n")


def click(element):
    """Clicks `element` once scrolled to the middle of the window, clear of the tab bar."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def review(text):
    """The review of the receipt `text`, pasted on /receipt."""
    driver.get(base + "/receipt")
    driver.find_element(By.NAME, "text").send_keys(text)
    click(driver.find_element(By.CSS_SELECTOR, "form[action='/receipt'] button[type=submit]"))
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "fieldset.receipt-line"))


try:
    for width, height in ((390, 844), (1280, 800)):
        driver.delete_all_cookies()
        driver.set_window_size(width, height)
        driver.get(base + "/")
        if "/login" not in driver.current_url:
            fail("the stock page did not ask to log in")
        look("login", width)
        keys("correct horse", Keys.ENTER)
        shows('name="q"')
        if not driver.find_elements(By.CSS_SELECTOR, "input[name=q]"):
            fail("logging in did not lead to the stock page")
        look("stock", width)

        # Add a purchase with the keyboard only: the name field has the focus.
        driver.get(base + "/add")
        name = f"Keyboard tea {width}"
        keys(name)
        keys(Keys.TAB, "3")                     # quantity
        keys(Keys.TAB, "pcs")                   # unit
        keys(Keys.TAB, "4.50")                  # price
        keys(Keys.TAB)                          # currency: the default
        keys(Keys.TAB, "Market", Keys.ENTER)    # store, and send
        shows("Added 3 pcs of ")
        if driver.find_element(By.TAG_NAME, "h1").text != name:
            fail(f"adding {name} did not show its page: {driver.current_url}")
        if "Added 3 pcs of " + name not in driver.page_source:
            fail("no confirmation of the purchase")
        look("item", width)

        # Consume from the item page.
        form = driver.find_element(By.CSS_SELECTOR, "form[action$='/consume'].card")
        form.find_element(By.NAME, "quantity").send_keys("2")
        click(form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
        if not shows("Consumed 2 pcs of " + name):
            fail("consuming from the item page did not confirm")
        if "Usable: " not in driver.page_source or "<strong>1 pcs</strong>" not in driver.page_source:
            fail(f"the item page of {name} does not show 1 left: " + driver.page_source[driver.page_source.find("<main>"):][:400])

        # Search ignoring accents.
        driver.get(base + "/")
        driver.find_element(By.NAME, "q").send_keys("creme", Keys.ENTER)
        shows("Clear the search")
        links = [a.text for a in driver.find_elements(By.CSS_SELECTOR, "ul.stock .name")]
        if "Crème fraîche" not in links:
            fail(f"searching creme found {links}")
        look("search", width)

        # Spending: the charts, one series per currency in each.
        driver.get(base + "/spending?month=2026-08")
        charts = driver.find_elements(By.CSS_SELECTOR, "svg.chart")
        if not charts:
            fail("no charts on the Spending page: " + driver.current_url + driver.page_source[:1500])
        currencies = {h.text.split(":")[0] for h in driver.find_elements(By.CSS_SELECTOR, "section.card h2")}
        trend = {}
        for chart in charts:
            if not chart.find_element(By.TAG_NAME, "title").get_attribute("textContent"):
                fail("a chart has no title")
            series = chart.find_elements(By.CSS_SELECTOR, "g.series")
            if len(series) != 1:
                fail(f"a chart has {len(series)} series")
            currency = series[0].get_attribute("data-currency")
            if chart.find_elements(By.CSS_SELECTOR, "path.line"):
                trend[currency] = trend.get(currency, 0) + 1
            elif not series[0].find_elements(By.TAG_NAME, "rect"):
                fail("a bar chart has no bars")
        if set(trend) != currencies or any(count != 1 for count in trend.values()):
            fail(f"trend lines {trend} are not one per currency {currencies}")
        look("spending", width)

        for page in ["expiring", "restock", "downloads", "add"]:
            driver.get(base + "/" + page)
            look(page, width)
        driver.get(base + "/?all=1&sort=expiry")
        look("stock-all", width)

        # A Stock row's quick action, sent without leaving the page: the row shows less.
        driver.get(base + "/?q=Apples")
        row = driver.find_element(By.CSS_SELECTOR, "ul.stock > li:has(button.consume)")
        before = row.find_element(By.CSS_SELECTOR, ".facts").text
        row_id = row.get_attribute("id")
        driver.execute_script("window.notReloaded = true")
        click(row.find_element(By.CSS_SELECTOR, "button.quick"))
        WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "toast").text)
        after = driver.find_element(By.ID, row_id).find_element(By.CSS_SELECTOR, ".facts").text
        if not driver.execute_script("return window.notReloaded === true"):
            fail("the quick action reloaded the page")
        if after == before or "Consumed" not in driver.find_element(By.ID, "toast").text:
            fail(f"the quick action did not redraw its row: {before!r} then {after!r}")

    # The store's first receipt, recorded, so that the next one has a learned line.
    review(FIRST_RECEIPT)
    driver.find_element(By.NAME, "item.0").send_keys("Butter")
    click(driver.find_element(By.CSS_SELECTOR, "form[action='/receipt/record'] button[type=submit]"))
    if not shows("Recorded the receipt"):
        fail("the first receipt was not recorded: " + driver.page_source[:2000])
    review(RECEIPT)
    states = [card.get_attribute("data-state") for card in driver.find_elements(By.CSS_SELECTOR, "fieldset.receipt-line")]
    if states != ["learned", "name", "decide"]:
        fail(f"the review's lines are {states}, not learned, matched by name and to decide")

    # Every page in every language at every width, in this one session.
    driver.get(base + "/?q=Butter")
    item = driver.find_element(By.CSS_SELECTOR, "ul.stock a[href^='/items/']").get_attribute("pathname")
    driver.get(base + item)
    lots = driver.find_elements(By.CSS_SELECTOR, "a[href*='/lots/']")
    events = driver.find_elements(By.CSS_SELECTOR, "a[href*='/events/']")
    if not lots or not events:
        fail(f"the item page of Butter links no lot or no event to correct: {item}")
    pages = [
        ("stock", "/"), ("stock-expiry", "/?sort=expiry"), ("search", "/?q=creme"),
        ("add", "/add"), ("receipt", "/receipt"), ("item", item), ("edit", item + "/edit"),
        ("lot", lots[0].get_attribute("pathname")),
        ("event", events[0].get_attribute("pathname")),
        ("stocktake", "/stocktake"), ("expiring", "/expiring"), ("shopping", "/shopping"),
        ("spending", "/spending?month=2026-10"), ("budgets", "/budgets"),
        ("budgets-before", "/budgets?month=2026-10"), ("downloads", "/downloads"),
        ("recipes", "/recipes"), ("plan", "/plan"),
    ]
    if status("/history") == 200:
        pages.append(("history", "/history"))
    for width, height in ((390, 844), (360, 800), (1280, 800)):
        driver.set_window_size(width, height)
        for language in ["en", "fr", "zh-Hant", "ja"]:
            driver.add_cookie({"name": "larder-lang", "value": language, "path": "/"})
            for name, path in pages:
                survey(language, width, name, path, check_axe=width == 390)
            review(RECEIPT)
            survey(language, width, "receipt-review", None, check_axe=width == 390)
            driver.get(base + "/")
            click(driver.find_element(By.CSS_SELECTOR, "details.menu > summary"))
            survey(language, width, "menu", None, check_axe=width == 390)
    # Dark mode: every page's contrast in English, and Stock and Spending for the docs.
    driver.set_window_size(390, 844)
    driver.add_cookie({"name": "larder-lang", "value": "en", "path": "/"})
    dark(True)
    for name, path in pages:
        driver.get(base + path)
        accessible("en", name, "dark")
        if name in ("stock", "spending"):
            shot = os.path.join(out, f"dark-en-390-{name}.png")
            driver.save_screenshot(shot)
            keep_for_docs(shot, f"dark-en-{name}")
    dark(False)
    # The login page, logged out.
    session = [c for c in driver.get_cookies() if c["name"] != "larder-lang"]
    for cookie in session:
        driver.delete_cookie(cookie["name"])
    for width, height in ((390, 844), (360, 800), (1280, 800)):
        driver.set_window_size(width, height)
        for language in ["en", "fr", "zh-Hant", "ja"]:
            driver.add_cookie({"name": "larder-lang", "value": language, "path": "/"})
            survey(language, width, "login", "/login", check_axe=width == 390)
finally:
    driver.quit()
server.stop()
if surveyed or violations:
    fail("\n".join(surveyed + violations))
print("ok")
