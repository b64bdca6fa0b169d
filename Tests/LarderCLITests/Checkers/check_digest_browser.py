"""Opens the HTML part of a digest in headless Chromium, as a phone and a desktop show it.

Usage: python3 check_digest_browser.py MESSAGE.eml OUTDIR NAME ...

Takes the text/html part of the message (Python's email package), opens it with Chromium
through chromedriver (selenium) at 390 and 900 pixels wide, and checks through the DOM
that the page is no wider than the window (no sideways scrolling), that every cell of
every line lies within the window, and that each NAME is shown, whole, in an item cell.
Saves a screenshot of each width in OUTDIR. Prints "ok" or the first failure.
"""
import email
import email.policy
import os
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

message_path, outdir, names = sys.argv[1], sys.argv[2], sys.argv[3:]
os.makedirs(outdir, exist_ok=True)
with open(message_path, "rb") as file:
    message = email.message_from_binary_file(file, policy=email.policy.default)
html = message.get_body(preferencelist=("html",)).get_content()
page = os.path.abspath(os.path.join(outdir, "digest.html"))
with open(page, "w", encoding="utf-8") as file:
    file.write(html)


def fail(message):
    print("FAILED:", message)
    sys.exit(1)


options = webdriver.ChromeOptions()
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--hide-scrollbars"]:
    options.add_argument(argument)
options.binary_location = "/usr/bin/chromium"
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
try:
    for width in (390, 900):
        driver.set_window_size(width, 900)
        driver.get("file://" + page)
        inner = driver.execute_script("return window.innerWidth")
        scroll = driver.execute_script("return document.documentElement.scrollWidth")
        if scroll > inner:
            fail(f"at {width} px the page is {scroll} px wide, wider than the window ({inner} px)")
        cells = driver.find_elements(By.CSS_SELECTOR, "tr.larder-line td")
        if not cells:
            fail("no lines in the digest")
        for cell in cells:
            rect = cell.rect
            if rect["x"] < 0 or rect["x"] + rect["width"] > inner + 0.5:
                fail(f"at {width} px the cell {cell.text!r} runs out of the window: {rect}")
        shown = [cell.text for cell in driver.find_elements(By.CSS_SELECTOR, "td.larder-item")
                 if cell.is_displayed()]
        for name in names:
            if name not in shown:
                fail(f"at {width} px {name!r} is not shown as an item: {shown[:8]}")
        driver.save_screenshot(os.path.join(outdir, f"digest-{width}.png"))
finally:
    driver.quit()
print("ok")
