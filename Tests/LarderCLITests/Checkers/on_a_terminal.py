"""Runs a command on a pseudo-terminal and answers its question: what a person at a
terminal sees and types.

usage: on_a_terminal.py ANSWER PROGRAM ARGUMENT...

Types ANSWER and Enter once the program asks ("[y/N]", "[o/N]" in French…), prints all it
wrote, and exits with its exit status; a program silent for 20 seconds is stopped."""

import os
import pty
import select
import signal
import sys

answer = sys.argv[1].encode()
pid, fd = pty.fork()
if pid == 0:
    os.execv(sys.argv[2], sys.argv[2:])
out = b""
sent = False
while True:
    try:
        ready, _, _ = select.select([fd], [], [], 20)
        data = os.read(fd, 4096) if ready else b""
    except OSError:  # the program ended: the terminal is gone
        break
    if not data:
        os.kill(pid, signal.SIGTERM)
        break
    out += data
    if not sent and b"/N] " in out:
        os.write(fd, answer + b"\n")
        sent = True
_, status = os.waitpid(pid, 0)
sys.stdout.write(out.decode("utf-8", "replace").replace("\r\n", "\n"))
sys.exit(os.waitstatus_to_exitcode(status))
