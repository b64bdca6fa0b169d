"""Parses an iCalendar file with the icalendar package and checks it.

Usage: python3 check_calendar.py FILE.ics EVENTS [SUMMARY ...]

Checks that there are EVENTS all-day events, each with a UID, a DTSTAMP, a date DTSTART,
a SUMMARY and a display alarm one day before; that every line ends in CRLF and is at
most 75 octets; and that each SUMMARY given is the summary of some event, unescaped.
Prints "ok" or the first failure.
"""
import datetime
import sys

import icalendar

path, count, summaries = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
raw = open(path, "rb").read()


def check(condition, message):
    if not condition:
        print("FAILED:", message)
        sys.exit(1)


check(raw.endswith(b"\r\n") and b"\n" not in raw.replace(b"\r\n", b""), "CRLF line ends")
for line in raw.split(b"\r\n"):
    check(len(line) <= 75, f"a line of {len(line)} octets")
calendar = icalendar.Calendar.from_ical(raw)
check(calendar.get("VERSION") == "2.0" and calendar.get("PRODID"), "VERSION and PRODID")
events = list(calendar.walk("VEVENT"))
check(len(events) == count, f"{len(events)} events, expected {count}")
uids = set()
for event in events:
    uids.add(str(event["UID"]))
    start = event.decoded("DTSTART")
    check(type(start) is datetime.date, f"an all-day DTSTART, not {start!r}")
    check(event.decoded("DTEND") == start + datetime.timedelta(days=1), "a one-day event")
    check(event.get("DTSTAMP") is not None, "DTSTAMP")
    alarms = list(event.walk("VALARM"))
    check(len(alarms) == 1 and str(alarms[0]["ACTION"]) == "DISPLAY", "one display alarm")
    check(alarms[0].decoded("TRIGGER") == datetime.timedelta(days=-1), "the alarm fires a day before")
check(len(uids) == count, "every UID is different")
found = {str(event["SUMMARY"]) for event in events}
for summary in summaries:
    check(summary in found, f"{summary!r} among the summaries {sorted(found)[:5]}")
print("ok")
