"""Parses an iCalendar file with two readers (icalendar and vobject) and checks it.

Usage: python3 check_calendar.py FILE.ics AS-OF EVENTS [--alarm-time=HH:MM] [SUMMARY ...]

Checks that both readers find EVENTS all-day events, each with a UID, a DTSTAMP, a date
DTSTART, a SUMMARY and a DESCRIPTION that gives the quantity (and, unless
--value-word=WORD names the language's word, "Value at risk"); that a lot expiring after
AS-OF has one display alarm at the alarm time (09:00 unless given) the day before, one
expiring on AS-OF one at that time on the day, and one that expired before AS-OF none,
so that no alarm falls before AS-OF nor at midnight; that the calendar asks subscribers
to refresh (REFRESH-INTERVAL and X-PUBLISHED-TTL, 12 hours); that every line ends in CRLF
and is at most 75 octets; and that each SUMMARY given is the summary of some event,
unescaped. Prints "ok" or the first failure.
"""
import datetime
import sys

import icalendar
import vobject

path, as_of = sys.argv[1], datetime.date.fromisoformat(sys.argv[2])
count, rest = int(sys.argv[3]), sys.argv[4:]
options = dict(arg[2:].split("=", 1) for arg in rest if arg.startswith("--"))
summaries = [arg for arg in rest if not arg.startswith("--")]
hour, minute = (int(part) for part in options.get("alarm-time", "09:00").split(":"))
alarm_time = datetime.time(hour, minute)
value_word = options.get("value-word", "Value at risk")
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
check(calendar.decoded("REFRESH-INTERVAL") == datetime.timedelta(hours=12), "REFRESH-INTERVAL")
check(str(calendar.get("X-PUBLISHED-TTL")) == "PT12H", "X-PUBLISHED-TTL")
events = list(calendar.walk("VEVENT"))
check(len(events) == count, f"{len(events)} events, expected {count}")
uids = set()
for event in events:
    uids.add(str(event["UID"]))
    start = event.decoded("DTSTART")
    check(type(start) is datetime.date, f"an all-day DTSTART, not {start!r}")
    check(event.decoded("DTEND") == start + datetime.timedelta(days=1), "a one-day event")
    check(event.get("DTSTAMP") is not None, "DTSTAMP")
    description = str(event["DESCRIPTION"])
    quantity = str(event["SUMMARY"]).rsplit(": ", 1)[-1]
    check(quantity in description and value_word in description, description)
    alarms = list(event.walk("VALARM"))
    expected = 0 if start < as_of else 1
    check(len(alarms) == expected, f"{len(alarms)} alarms for a lot expiring {start}")
    for alarm in alarms:
        check(str(alarm["ACTION"]) == "DISPLAY", "a display alarm")
        fires = datetime.datetime.combine(start, datetime.time()) + alarm.decoded("TRIGGER")
        check(fires.date() >= as_of, f"an alarm on {fires.date()}, before {as_of}")
        wanted = start - datetime.timedelta(days=1) if start > as_of else start
        check(fires == datetime.datetime.combine(wanted, alarm_time), f"the alarm of a lot expiring {start} at {fires}")
check(len(uids) == count, "every UID is different")
second = vobject.readOne(raw.decode("utf-8"))
check(len(second.contents.get("vevent", [])) == count, "vobject reads as many events")
found = {str(event["SUMMARY"]) for event in events}
for summary in summaries:
    check(summary in found, f"{summary!r} among the summaries {sorted(found)[:5]}")
print("ok")
