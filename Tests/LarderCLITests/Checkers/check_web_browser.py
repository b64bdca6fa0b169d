"""`larder serve` in Chromium at 390x844 and 1280x800: log in, add a purchase with the
keyboard only, consume from the item page, search, check the Spending charts (one series
per currency); then open every page in English, French, Traditional Chinese and Japanese
(the larder-lang cookie) at both widths and measure each (MEASURE: no sideways scroll, no
date or amount broken over two lines, tap targets of 44 px, chart labels inside their
chart), with <html lang> the language's. Screenshots go to OUT/{lang}-{width}-{page}.png.

usage: check_web_browser.py LARDER DB OUT"""

import os
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from web_client import Server

larder, db, out = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(out, exist_ok=True)
server = Server(larder, db, env={"LARDER_WEB_PASSWORD": "correct horse"})
base = f"http://127.0.0.1:{server.port}"


def fail(message):
    print("FAILED:", message)
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
# - the document no wider than the window;
# - a date or an amount (class date or amount, or a <time>) on one rendered line;
# - tap targets at least 44 px high, and 44 px wide too for the navigation, the language
#   switch and the quick actions: the links of the navigation, the footer and .tools,
#   buttons, and inputs and selects other than hidden ones, check boxes and radios
#   (whose label is the target). Links inside a sentence or a table cell (an item's name)
#   are exempt: the row's quick actions are its targets;
# - every text of a chart inside its svg's box.
MEASURE = r"""
const problems = [];
const inner = window.innerWidth;
const wide = document.documentElement.scrollWidth;
if (wide > inner) problems.push(`the document is ${wide} px wide in a ${inner} px window`);
for (const el of document.querySelectorAll("body *")) {
  const overflow = getComputedStyle(el).overflowX;
  if ((overflow === "auto" || overflow === "scroll") && el.scrollWidth > el.clientWidth + 1) {
    problems.push(`a ${el.tagName.toLowerCase()}.${el.className} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth} px)`);
  }
}
const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
for (const el of document.querySelectorAll(".date, .amount, time")) {
  if (!shown(el) || el.closest("svg")) continue;
  const tops = new Set(Array.from(el.getClientRects()).map((r) => Math.round(r.top)));
  if (tops.size > 1) problems.push(`"${el.textContent.trim()}" is broken over ${tops.size} lines`);
}
const targets = "header a, nav a, footer a, .tools a, button, .quick a, " +
  "main input:not([type=hidden]):not([type=checkbox]):not([type=radio]), main select";
const square = "nav a, footer a, .quick a, .quick button";
for (const el of document.querySelectorAll(targets)) {
  if (!shown(el)) continue;
  const box = el.getBoundingClientRect();
  const what = `${el.tagName.toLowerCase()} "${(el.textContent || el.name || "").trim().slice(0, 30)}"`;
  if (box.height < 43.5) problems.push(`${what} is ${box.height.toFixed(1)} px high`);
  if (el.matches(square) && box.width < 43.5) problems.push(`${what} is ${box.width.toFixed(1)} px wide`);
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


def survey(language, width, name, path):
    """Opens `path` and fails on what MEASURE finds; the screenshot either way."""
    driver.get(base + path)
    shot = os.path.join(out, f"{language}-{width}-{name}.png")
    driver.save_screenshot(shot)
    lang = driver.execute_script("return document.documentElement.lang")
    if lang != language:
        fail(f"{path} in {language} has <html lang={lang!r}>")
    problems = driver.execute_script(MEASURE)
    if problems:
        surveyed.append(f"{name} ({path}) in {language} at {width} px: " + "; ".join(problems[:8]))


# What the surveys found, every page's before failing.
surveyed = []


def status(path):
    """The HTTP status of GET `path` in this session, by the page's own fetch."""
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0], {credentials: 'same-origin'}).then((r) => done(r.status), () => done(0));",
        path)


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
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        if not shows("Consumed 2 pcs of " + name):
            fail("consuming from the item page did not confirm")
        if "Usable: " not in driver.page_source or "<strong>1 pcs</strong>" not in driver.page_source:
            fail("the item page does not show 1 left: " + driver.page_source[driver.page_source.find("Usable: "):][:200])

        # Search ignoring accents.
        driver.get(base + "/")
        driver.find_element(By.NAME, "q").send_keys("creme", Keys.ENTER)
        shows("Clear the search")
        links = [a.text for a in driver.find_elements(By.CSS_SELECTOR, "tbody a")]
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

    # Every page in every language at both widths, in this one session.
    driver.get(base + "/?q=Butter")
    item = driver.find_element(By.CSS_SELECTOR, "tbody a[href^='/items/']").get_attribute("pathname")
    driver.get(base + item)
    lots = driver.find_elements(By.CSS_SELECTOR, "a[href*='/lots/']")
    events = driver.find_elements(By.CSS_SELECTOR, "a[href*='/events/']")
    if not lots or not events:
        fail(f"the item page of Butter links no lot or no event to correct: {item}")
    pages = [
        ("stock", "/"), ("stock-expiry", "/?sort=expiry"), ("search", "/?q=creme"),
        ("add", "/add"), ("item", item), ("edit", item + "/edit"),
        ("lot", lots[0].get_attribute("pathname")),
        ("event", events[0].get_attribute("pathname")),
        ("stocktake", "/stocktake"), ("expiring", "/expiring"), ("restock", "/restock"),
        ("spending", "/spending?month=2026-10"), ("budgets", "/budgets"),
        ("budgets-before", "/budgets?month=2026-10"), ("downloads", "/downloads"),
    ]
    if status("/history") == 200:
        pages.append(("history", "/history"))
    for width, height in ((390, 844), (1280, 800)):
        driver.set_window_size(width, height)
        for language in ["en", "fr", "zh-Hant", "ja"]:
            driver.add_cookie({"name": "larder-lang", "value": language, "path": "/"})
            for name, path in pages:
                survey(language, width, name, path)
    # The login page, logged out.
    session = [c for c in driver.get_cookies() if c["name"] != "larder-lang"]
    for cookie in session:
        driver.delete_cookie(cookie["name"])
    for width, height in ((390, 844), (1280, 800)):
        driver.set_window_size(width, height)
        for language in ["en", "fr", "zh-Hant", "ja"]:
            driver.add_cookie({"name": "larder-lang", "value": language, "path": "/"})
            survey(language, width, "login", "/login")
finally:
    driver.quit()
server.stop()
if surveyed:
    fail("\n".join(surveyed))
print("ok")
