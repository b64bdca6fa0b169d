"""`larder serve`'s JSON API over HTTP, with real clients: tokens and their scopes, problem
details in two languages, idempotency, the history's origin, the description validated by
openapi-spec-validator, and Schemathesis run against the live server from that
description (no 500, no answer that contradicts it, every write in the history).

Usage: check_api.py LARDER DATABASE"""

import http.client
import json
import os
import subprocess
import sys
import tempfile

from openapi_spec_validator import validate

from web_client import Client, Server

larder, db = sys.argv[1], sys.argv[2]

HOOKS = """
import json
import os
import urllib.request

import schemathesis


@schemathesis.check
def written_in_history(ctx, response, case):
    \"\"\"A write answered 200 names a change the history holds, from the API.\"\"\"
    if case.method.upper() != "POST" or response.status_code != 200:
        return None
    change = json.loads(response.content)["change"]
    if change is None:
        return None
    request = urllib.request.Request(
        os.environ["LARDER_BASE"] + "/history/" + change["id"],
        headers={"Authorization": "Bearer " + os.environ["LARDER_TOKEN"]})
    with urllib.request.urlopen(request, timeout=30) as answer:
        kept = json.loads(answer.read())
    assert kept["id"] == change["id"] and kept["origin"]["kind"] == "api", kept
    with open(os.environ["LARDER_WRITES"], "a") as out:
        out.write(change["id"] + "\\n")
    return None
"""


def run(*arguments, stdin=None):
    result = subprocess.run(
        [larder, *arguments, "--db", db], capture_output=True, text=True, input=stdin)
    assert result.returncode == 0, f"{arguments}: {result.stderr}"
    return result.stdout


# A household a reader can check by hand: 2 L of milk, 1 kg of rice, a line on the list.
run("add", "Whole milk", "2", "--unit", "L", "--price", "2.30", "--store", "Lidl",
    "--date", "2026-10-30", "--expires", "2026-11-03")
run("add", "Rice", "1", "--unit", "kg", "--price", "1.80", "--date", "2026-10-30")
run("edit", "Rice", "--opened-life", "90", "--frozen-life", "180", "--thawed-life", "2")
run("shopping", "add", "Butter", "--as-of", "2026-10-30")
writer = run("serve", "--add-token", "home-assistant").strip()
reader = run("serve", "--add-token", "dashboard", "--read-only").strip()
assert len(writer) == 64 and writer != reader
listed = run("serve", "--list-tokens")
assert "home-assistant" in listed and "dashboard" in listed and writer not in listed, listed
stored = subprocess.run(["sqlite3", db, "SELECT token_hash FROM api_tokens"],
                        capture_output=True, text=True).stdout
assert writer not in stored and reader not in stored, "tokens are kept as hashes only"

server = Server(larder, db)
port = server.port


def call(method, path, token=writer, body=None, headers=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    sent = dict(headers or {})
    if token:
        sent["Authorization"] = f"Bearer {token}"
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        sent["Content-Type"] = "application/json"
    connection.request(method, "/api/v1" + path, body=data, headers=sent)
    response = connection.getresponse()
    payload = response.read()
    connection.close()
    kind = response.getheader("Content-Type", "")
    document = json.loads(payload) if payload and "json" in kind else None
    return response.status, dict((k.lower(), v) for k, v in response.getheaders()), document


def problem(status, headers, document, expected, kind):
    assert status == expected, (status, document)
    assert headers["content-type"].startswith("application/problem+json"), headers
    assert document["type"] == f"/api/v1/problems/{kind}", document
    assert document["status"] == expected and document["title"] and document["detail"]


try:
    # The description: generated, valid OpenAPI 3.1, and what --openapi prints.
    status, _, description = call("GET", "/openapi.json", token=None)
    assert status == 200
    validate(description)
    assert json.loads(run("serve", "--openapi")) == description
    operations = [(method.upper(), path) for path, item in description["paths"].items()
                  for method in item]
    assert len(operations) >= 25, operations

    # Every read answers 200 with JSON.
    for method, path in operations:
        if method != "GET":
            continue
        concrete = path.replace("{item}", "Whole%20milk") + ("?q=milk" if path == "/search" else "")
        if "{change}" in concrete:
            continue
        status, headers, document = call("GET", concrete)
        assert status == 200 and headers["content-type"].startswith("application/json"), \
            (path, status, document)
    status, _, stock = call("GET", "/stock")
    assert {line["name"]: line["onHand"] for line in stock} == {"Whole milk": "2", "Rice": "1"}, stock
    status, _, expiring = call("GET", "/expiring?within=3")
    assert [(lot["item"], lot["valueAtRisk"]) for lot in expiring["expiring"]] == \
        [("Whole milk", "2.30")], expiring

    # Tokens: none, a wrong one, a page's cookie: 401; a read-only one cannot write (403).
    problem(*call("GET", "/stock", token=None), 401, "unauthorized")
    problem(*call("GET", "/stock", token="0" * 64), 401, "unauthorized")
    browser = server.admit(Client(port))
    cookie = "; ".join(f"{k}={v}" for k, v in browser.cookies.items())
    problem(*call("GET", "/stock", token=None, headers={"Cookie": cookie}), 401, "unauthorized")
    problem(*call("POST", "/items/Rice/consume", token=reader, body={"quantity": "0.1"}),
            403, "forbidden")
    # A token never opens the pages.
    page = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    page.request("GET", "/", headers={"Authorization": f"Bearer {writer}"})
    answer = page.getresponse()
    assert answer.status in (303, 403), answer.status
    assert "Whole milk" not in answer.read().decode()

    # Problem details in the request's language.
    english = call("POST", "/items/Rice/consume", body={"quantity": "5"})
    french = call("POST", "/items/Rice/consume", body={"quantity": "5"},
                  headers={"Accept-Language": "fr"})
    problem(*english, 422, "unprocessable")
    problem(*french, 422, "unprocessable")
    assert english[2]["type"] == french[2]["type"]
    assert english[2]["detail"] != french[2]["detail"] and french[1]["content-language"] == "fr"
    problem(*call("GET", "/items/Oat%20milk"), 404, "not-found")
    problem(*call("GET", "/nowhere"), 404, "not-found")
    status, headers, document = call("DELETE", "/stock")
    problem(status, headers, document, 405, "method-not-allowed")
    assert "GET" in headers["allow"]
    problem(*call("POST", "/items/Rice/consume", body={"quantity": "0.1", "extra": 1}),
            400, "bad-request")
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("POST", "/api/v1/items/Rice/consume", body=b"{not json",
                       headers={"Authorization": f"Bearer {writer}",
                                "Content-Type": "application/json"})
    broken = connection.getresponse()
    assert broken.status == 400, broken.status
    # Bodies other programs may send: text after the object, bytes that are not UTF-8, a
    # name that trims to nothing, a body over the limit; and a search without its text.
    for raw, expected, kind in [
        (b'{"quantity": "0.1"} trailing', 400, "bad-request"),
        (b'{"quantity": "0.1", "note": "\xff\xfe"}', 400, "bad-request"),
        (b'{"quantity": "0.1", "note": "a\\u0000b"}', 400, "bad-request"),
        (b'{"quantity": "0.1", "note": "a\\\\u0000b"}', 200, None),
    ]:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        connection.request("POST", "/api/v1/items/Rice/consume", body=raw,
                           headers={"Authorization": f"Bearer {writer}",
                                    "Content-Type": "application/json"})
        answer = connection.getresponse()
        document = json.loads(answer.read())
        assert answer.status == expected, (raw, answer.status, document)
        if kind:
            assert document["type"] == f"/api/v1/problems/{kind}", (raw, document)
    problem(*call("POST", "/purchases", body={"item": " \u3000\u200b", "quantity": "1"}),
            422, "unprocessable")
    # A body announced over the limit is refused before it is read.
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.putrequest("POST", "/api/v1/items/Rice/consume")
    for name, value in [("Authorization", f"Bearer {writer}"),
                        ("Content-Type", "application/json"), ("Content-Length", "3000000")]:
        connection.putheader(name, value)
    connection.endheaders()
    large = connection.getresponse()
    document = json.loads(large.read())
    assert large.status == 413 and document["type"] == "/api/v1/problems/too-large", document
    problem(*call("GET", "/search"), 400, "bad-request")

    # A write is one change of the history, from the API and its token; sent again with
    # its key, it is applied once and answered with the same change.
    key = {"Idempotency-Key": "consume-milk-0001"}
    status, headers, first = call("POST", "/items/Whole%20milk/consume",
                                  body={"quantity": "0.5"}, headers=key)
    assert status == 200 and "idempotent-replayed" not in headers, first
    change = first["change"]
    assert change["origin"] == {"kind": "api", "route": "/api/v1/items/Whole milk/consume",
                                "token": "home-assistant", "member": None}, change
    assert change["action"]["quantity"] == "0.5"
    status, headers, again = call("POST", "/items/Whole%20milk/consume",
                                  body={"quantity": "0.5"}, headers=key)
    assert status == 200 and headers.get("idempotent-replayed") == "true"
    assert again["change"]["id"] == change["id"]
    status, _, stock = call("GET", "/stock")
    assert {line["name"]: line["onHand"] for line in stock}["Whole milk"] == "1.5"
    # The same key with another request is refused, and nothing is done.
    problem(*call("POST", "/items/Whole%20milk/consume", body={"quantity": "0.25"}, headers=key),
            422, "unprocessable")
    problem(*call("POST", "/items/Rice/consume", body={"quantity": "0.5"}, headers=key),
            422, "unprocessable")
    status, _, stock = call("GET", "/stock")
    assert {line["name"]: line["onHand"] for line in stock} == {"Whole milk": "1.5", "Rice": "0.9"}
    status, _, shown = call("GET", f"/history/{change['id']}")
    assert shown["id"] == change["id"]
    # Undone by its id, through the API.
    status, _, undone = call("POST", f"/history/{change['id']}/undo")
    assert status == 200 and undone["change"]["kind"] == "undo", undone
    status, _, stock = call("GET", "/stock")
    assert {line["name"]: line["onHand"] for line in stock}["Whole milk"] == "2"
    problem(*call("POST", f"/history/{change['id']}/undo"), 409, "conflict")
    # Redone by its id: only the change undone last.
    problem(*call("POST", f"/history/{undone['change']['id']}/redo"), 409, "conflict")
    status, _, redone = call("POST", f"/history/{change['id']}/redo")
    assert status == 200 and redone["change"]["kind"] == "redo", redone
    status, _, stock = call("GET", "/stock")
    assert {line["name"]: line["onHand"] for line in stock}["Whole milk"] == "1.5"
    # Each daily write once.
    for path, body in [
        ("/purchases", {"item": "Butter", "quantity": "250", "unit": "g", "price": "2.10"}),
        ("/items/Rice/open", {}), ("/items/Rice/freeze", {"quantity": "0.5"}),
        ("/items/Rice/thaw", {"quantity": "0.5"}),
        ("/items/Rice/stocktake", {"quantity": "0.8", "note": "shelf"}),
        ("/items/Rice/discard", {"quantity": "0.1"}),
        ("/shopping", {"name": "Eggs", "quantity": "6"}),
        ("/shopping/Eggs/tick", {"price": "2.40"}), ("/shopping/Eggs/untick", None),
        ("/shopping/Eggs/remove", None),
    ]:
        status, _, document = call("POST", path, body=body)
        assert status in (200, 409), (path, status, document)
        if status == 200:
            assert document["change"]["origin"]["kind"] == "api", (path, document)

    # Schemathesis, from the live description: no 500, nothing that contradicts it, and
    # each write it made is a change of the history, from the API.
    with tempfile.TemporaryDirectory() as folder:
        seen = os.path.join(folder, "writes.txt")
        hooks = os.path.join(folder, "larder_hooks.py")
        with open(hooks, "w") as out:
            out.write(HOOKS)
        environment = dict(os.environ, PYTHONPATH=folder, SCHEMATHESIS_HOOKS="larder_hooks",
                           LARDER_WRITES=seen, LARDER_TOKEN=writer,
                           LARDER_BASE=f"http://127.0.0.1:{port}/api/v1")
        result = subprocess.run(
            [sys.executable, "-m", "schemathesis.cli", "run",
             f"http://127.0.0.1:{port}/api/v1/openapi.json",
             "--url", f"http://127.0.0.1:{port}/api/v1",
             "-H", f"Authorization: Bearer {writer}",
             "--checks", "not_a_server_error,status_code_conformance,content_type_conformance,"
             "response_schema_conformance,response_headers_conformance,"
             "written_in_history",
             "--phases", "examples,coverage,fuzzing", "-n", "15", "--seed", "1",
             "--no-color"],
            env=environment, capture_output=True, text=True, timeout=900, cwd=folder)
        assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]
        writes = open(seen).read().split() if os.path.exists(seen) else []
        assert len(writes) > 0, "Schemathesis made no write"
    status, _, history = call("GET", "/history?limit=1000")
    assert status == 200
    ids = {entry["id"] for entry in history}
    assert set(writes) <= ids
finally:
    server.stop()
assert "error:" not in server.log, server.log
print("ok")
