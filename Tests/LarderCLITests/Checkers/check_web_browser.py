"""`larder serve` in Chromium at 390x844 and 1280x800: log in, add a purchase with the
keyboard only, consume from the item page, search, check the Spending charts (one series
per currency), and check that no page scrolls sideways. Screenshots go to OUT.

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
    driver.save_screenshot(os.path.join(out, f"{width}-{name}.png"))


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
            fail("the item page does not show 1 left")

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
finally:
    driver.quit()
server.stop()
print("ok")
