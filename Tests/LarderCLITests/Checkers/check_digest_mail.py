"""Parses a digest e-mail with Python's email package and checks it.

Usage: python3 check_digest_mail.py MESSAGE.eml EXPECTED-SUBJECT [NAME ...]

Checks the headers, that the message is multipart/alternative with a text/plain and a
text/html part in UTF-8 and quoted-printable, that every line ends in CRLF and no body
line passes 76 characters, that the decoded subject is EXPECTED-SUBJECT, and that every
NAME appears in the text part (with CR/LF turned to spaces) and, HTML-escaped, in the
HTML part, where no raw "<script" may appear. Prints "ok" or the first failure.
"""
import email
import html
import re
import sys
from email import policy

path, subject, names = sys.argv[1], sys.argv[2], sys.argv[3:]
raw = open(path, "rb").read()


def check(condition, message):
    if not condition:
        print("FAILED:", message)
        sys.exit(1)


check(b"\n" not in raw.replace(b"\r\n", b""), "every line ends in CRLF")
check(b"\r" not in raw.replace(b"\r\n", b""), "no lone CR")
message = email.message_from_bytes(raw, policy=policy.default)
for header in ("Date", "From", "To", "Subject", "Message-ID", "MIME-Version"):
    check(message[header] is not None, f"the {header} header is there")
check(message["MIME-Version"] == "1.0", "MIME-Version is 1.0")
check(not message.defects, f"no defects: {message.defects}")
known = {"date", "from", "to", "subject", "message-id", "mime-version", "content-type"}
check({k.lower() for k in message.keys()} <= known, f"only the expected headers: {message.keys()}")
check(str(message["Subject"]) == subject, f"decoded subject {str(message['Subject'])!r}")
check(message.get_content_type() == "multipart/alternative", "multipart/alternative")
parts = list(message.iter_parts())
check([p.get_content_type() for p in parts] == ["text/plain", "text/html"], "a text and an HTML part")
for part in parts:
    check(part.get_content_charset() == "utf-8", "utf-8")
    check(part["Content-Transfer-Encoding"] == "quoted-printable", "quoted-printable")
head, _, body = raw.partition(b"\r\n\r\n")
for line in body.split(b"\r\n"):
    check(len(line) <= 76, f"a body line of {len(line)} characters: {line[:40]!r}")
text = parts[0].get_content()
page = parts[1].get_content()
check("<script" not in page.lower().replace("<script>", "<script>") or "<script" not in page, "no raw script tag")
check(not re.search(r"<script", page, re.I), "no raw <script in the HTML")
for name in names:
    flat = " ".join(name.replace("\r\n", "\n").replace("\r", "\n").replace("\t", "\n").split("\n"))
    flat = re.sub(" +", " ", flat)
    check(flat in text, f"{flat!r} in the text part")
    check(html.escape(flat, quote=True).replace("&#x27;", "&#39;") in page, f"{flat!r} escaped in the HTML part")
print("ok")
