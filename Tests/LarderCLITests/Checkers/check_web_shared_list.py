"""`larder serve` with two members, Zoé and Ken, in two Chromium sessions at 390x844:
Zoé ticks a line of the shared shopping list and Ken's page shows it within 5 seconds;
then Zoé's phone goes offline (Chrome DevTools network emulation, and the relay her
phone reaches the server through stops passing anything, as a basement does), opens the Shopping
and Add pages from its service worker, ticks two lines and adds one purchase, comes back
online, and the database holds exactly those three changes once each, attributed to
Zoé; her tick of a line Ken bought meanwhile is shown to her with the server's reason,
not dropped. Over plain HTTP: the same POST replayed with the same idempotency key is applied
once, and two members ticking one line at the same moment record one purchase.
Screenshots go to OUT/shared-*.png.

usage: check_web_shared_list.py LARDER DB OUT"""

import atexit
import os
import socket
import subprocess
import sys
import threading
import time
import uuid

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from web_client import Client, Server, sqlite

larder, db, out = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(out, exist_ok=True)
PASSWORDS = {"Zoé": "zoé's long password", "Ken": "ken's long password"}


def run(*arguments, stdin=None):
    result = subprocess.run([larder, "--db", db, *arguments], input=stdin, text=True,
                            capture_output=True)
    assert result.returncode == 0, (arguments, result.stderr)


# Six items bought once on 20 November, five of them on the list.
for name, price in [("Milk", "1.20"), ("Bread", "2.10"), ("Eggs", "3.40"), ("Rice", "2.50"),
                    ("Butter", "2.90"), ("Tea", "3.10")]:
    run("add", name, "1", "--price", price, "--store", "Lidl", "--date", "2026-11-20")
for name in ["Milk", "Bread", "Eggs", "Butter", "Tea"]:
    run("shopping", "add", name)
for member, password in PASSWORDS.items():
    run("serve", "--add-member", member, stdin=password + "\n")

class Relay:
    """A TCP relay to the server, for Zoé's phone: online it passes every byte; offline it
    closes the connections it holds and every new one, so that nothing of hers (a page,
    a service worker's fetch, a queued form) reaches the server, whatever the browser
    believes."""

    def __init__(self, target):
        self.target = target
        self.online = True
        self.held = []
        self.lock = threading.Lock()
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(64)
        self.port = self.listener.getsockname()[1]
        threading.Thread(target=self.accept, daemon=True).start()

    def accept(self):
        while True:
            client, _ = self.listener.accept()
            if not self.online:
                client.close()
                continue
            upstream = socket.create_connection(("127.0.0.1", self.target))
            with self.lock:
                self.held += [client, upstream]
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self.pipe, args=(a, b), daemon=True).start()

    @staticmethod
    def pipe(source, sink):
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                sink.sendall(data)
        except OSError:
            pass
        for end in (source, sink):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def set(self, online):
        self.online = online
        if not online:
            with self.lock:
                for connection in self.held:
                    try:
                        connection.shutdown(socket.SHUT_RDWR)
                        connection.close()
                    except OSError:
                        pass
                self.held = []


server = Server(larder, db, as_of="2026-12-01")
base = f"http://127.0.0.1:{server.port}"
relay = Relay(server.port)
zoes_base = f"http://127.0.0.1:{relay.port}"
drivers = []


def cleanup():
    """On any exit, no browser or server left running."""
    for driver in drivers:
        try:
            driver.quit()
        except Exception:  # noqa: BLE001 - already gone
            pass
    if server.process.poll() is None:
        server.process.kill()


atexit.register(cleanup)


def fail(message):
    print("FAILED:", message)
    sys.exit(1)


def browser():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--hide-scrollbars", "--window-size=390,844"]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    drivers.append(driver)
    return driver


def press(driver, element):
    """Clicks `element` once scrolled to the middle of the window, clear of the tab bar."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def log_in(driver, member, base):
    driver.get(base + "/login")
    driver.find_element(By.NAME, "name").send_keys(member)
    driver.find_element(By.NAME, "password").send_keys(PASSWORDS[member])
    press(driver, driver.find_element(By.CSS_SELECTOR, "form[action='/login'] button"))
    WebDriverWait(driver, 10).until(lambda d: "/login" not in d.current_url)


def tick(driver, name):
    form = driver.find_element(
        By.XPATH, f"//form[@action='/shopping/buy'][input[@name='name'][@value='{name}']]")
    press(driver, form.find_element(By.TAG_NAME, "button"))


def bought(driver, name):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#shopping-list li.bought'))"
        ".some(li => li.textContent.includes(arguments[0]))", name)


def network(driver, offline):
    relay.set(not offline)
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    WebDriverWait(driver, 10).until(
        lambda d: d.execute_script("return navigator.onLine") == (not offline))


def zoes():
    return int(sqlite(db, "SELECT count(*) FROM changes WHERE origin LIKE '%Zoé%'"))


zoe, ken = browser(), browser()
log_in(zoe, "Zoé", zoes_base)
log_in(ken, "Ken", base)
zoe.get(zoes_base + "/shopping")
ken.get(base + "/shopping")

# Zoé ticks the milk; Ken's list shows it bought within 5 seconds, without a reload.
tick(zoe, "Milk")
WebDriverWait(zoe, 10).until(lambda d: bought(d, "Milk"))
started = time.monotonic()
try:
    WebDriverWait(ken, 5, poll_frequency=0.1).until(lambda d: bought(d, "Milk"))
except Exception:  # noqa: BLE001 - a timeout is the failure
    fail("Ken's list did not show Zoé's tick of Milk within 5 seconds")
seen = time.monotonic() - started
ken.save_screenshot(os.path.join(out, "shared-other-phone.png"))

# Zoé's phone keeps the pages once its service worker runs: it opens them once online.
zoe.execute_async_script(
    "const done = arguments[arguments.length - 1];"
    "navigator.serviceWorker.ready.then(() => done(true), () => done(false));")
for path in ["/add", "/shopping"]:
    zoe.get(zoes_base + path)
WebDriverWait(zoe, 10).until(
    lambda d: d.execute_script("return !!navigator.serviceWorker.controller"))
zoe.get(zoes_base + "/shopping")
before = zoes()

# Offline: the Shopping page opens from the phone, two ticks and one purchase wait.
network(zoe, True)
zoe.get(zoes_base + "/shopping")
if "Offline" not in zoe.find_element(By.ID, "queue-status").text:
    fail("the Shopping page offline does not say it is offline: "
         + zoe.find_element(By.ID, "queue-status").text)
tick(zoe, "Bread")
tick(zoe, "Eggs")
tick(zoe, "Tea")
# Meanwhile Ken, online, buys the tea.
tick(ken, "Tea")
WebDriverWait(ken, 10).until(lambda d: bought(d, "Tea"))
zoe.get(zoes_base + "/add")
zoe.find_element(By.NAME, "name").send_keys("Rice")
zoe.find_element(By.NAME, "quantity").send_keys("2")
zoe.find_element(By.NAME, "price").send_keys("4.80")
press(zoe, zoe.find_element(By.CSS_SELECTOR, "form[method=post][action='/add'] button[type=submit]"))
queued = zoe.execute_script("return JSON.parse(localStorage.getItem('larder-queue') || '[]')")
if len(queued) != 4:
    fail(f"4 actions should wait offline, not {len(queued)}: {queued}")
zoe.execute_script("window.scrollTo(0, 0)")
zoe.save_screenshot(os.path.join(out, "shared-offline-queue.png"))
if zoes() != before or "Tea" not in zoe.find_element(By.ID, "queue-status").text:
    fail("something reached the server while the phone was offline")

# Online again: the queue is sent, each action once.
network(zoe, False)
try:
    WebDriverWait(zoe, 20).until(lambda d: d.execute_script(
        "return (JSON.parse(localStorage.getItem('larder-queue') || '[]')).length") == 0)
except Exception:  # noqa: BLE001
    fail("the queue was not sent once the network was back")
refused = zoe.execute_script("return JSON.parse(localStorage.getItem('larder-refused'))")
if len(refused) != 1 or "Tea" not in refused[0]["label"] \
        or "already bought" not in refused[0]["reason"]:
    fail(f"the tick of Tea Ken had bought should be refused with its reason: {refused}")
shown = zoe.find_element(By.ID, "queue-status").text
if "Not recorded:" not in shown or "Tea was already bought" not in shown:
    fail(f"the refused tick is not shown to Zoé: {shown}")
actions = sqlite(db, "SELECT action FROM changes WHERE origin LIKE '%Zoé%' ORDER BY id")
if zoes() != before + 3:
    fail(f"the database holds {zoes() - before} changes from the phone, not 3: {actions}")
if int(sqlite(db, "SELECT count(*) FROM lots JOIN items ON items.id = lots.item_id "
              "WHERE items.name = 'Rice'")) != 2:
    fail("the purchase of rice made offline is not recorded exactly once")
for name in ["Bread", "Eggs"]:
    count = sqlite(db, "SELECT count(*) FROM shopping_lines WHERE name = '" + name
                   + "' AND bought_on IS NOT NULL")
    if count != "1":
        fail(f"{name} is ticked {count} times, not once")
zoe.save_screenshot(os.path.join(out, "shared-refused.png"))
for driver in drivers:
    driver.quit()
drivers.clear()

# Plain HTTP: a replay of one POST with one key, and two members ticking one line at once.
clients = {}
for member, password in PASSWORDS.items():
    client = Client(server.port)
    client.get("/login")
    status, headers, _, _ = client.post("/login", {"name": member, "password": password})
    assert status == 303 and headers["location"] == "/", (member, status)
    client.get("/shopping")
    clients[member] = client
key = str(uuid.uuid4())
lots = int(sqlite(db, "SELECT count(*) FROM lots"))
for _ in range(3):
    status, _, _, _ = clients["Ken"].post(
        "/add", {"name": "Salt", "quantity": "1", "price": "0.90", "idempotency": key})
    assert status == 303, status
if int(sqlite(db, "SELECT count(*) FROM lots")) != lots + 1:
    fail("a POST sent three times with one idempotency key was applied more than once")

barrier = threading.Barrier(2)
answers = {}


def tick_butter(member):
    barrier.wait()
    answers[member] = clients[member].post("/shopping/buy", {"name": "Butter"})[0]


threads = [threading.Thread(target=tick_butter, args=(member,)) for member in clients]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
butter = int(sqlite(db, "SELECT count(*) FROM lots JOIN items ON items.id = lots.item_id "
                    "WHERE items.name = 'Butter'"))
if butter != 2 or sorted(answers.values()) != [303, 422]:
    fail(f"two members ticking Butter at once: {butter - 1} purchases, answers {answers}")

server.stop()
print(f"Ken saw Zoé's tick after {seen:.1f} s; 3 offline actions applied once, "
      "1 refused and shown; ok")
