"""A web server on 127.0.0.1 that notes every connection, for the tests that check Larder
talks to nothing but an SMTP server.

Usage: python3 http_server.py RECORD.json

Prints the port it listens on, then serves until killed. Every connection is noted in
RECORD.json as soon as it is accepted, then with the request line and header names that
arrived (never their values). A request is answered as a web server that took an upload
would: "100 Continue" when asked, then "200 OK". A client that sends no request (an FTP
client waiting for a greeting) is dropped after 2 seconds.
"""
import json
import socketserver
import sys

record_path = sys.argv[1]
connections = []


def note():
    with open(record_path, "w") as f:
        json.dump({"connections": connections}, f)


class Handler(socketserver.StreamRequestHandler):
    timeout = 2

    def handle(self):
        seen = {"request": None, "headers": []}
        connections.append(seen)
        note()
        try:
            seen["request"] = self.rfile.readline().decode("latin-1").strip()
            headers = {}
            while True:
                line = self.rfile.readline().decode("latin-1").strip()
                if not line:
                    break
                name, _, value = line.partition(":")
                headers[name.strip().lower()] = value.strip()
            seen["headers"] = sorted(headers)
            note()
            if headers.get("expect", "").lower() == "100-continue":
                self.wfile.write(b"HTTP/1.1 100 Continue\r\n\r\n")
            if "content-length" in headers:
                self.rfile.read(int(headers["content-length"]))
            elif headers.get("transfer-encoding", "").lower() == "chunked":
                while True:
                    size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                    self.rfile.read(size + 2)
                    if size == 0:
                        break
            self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        except (OSError, ValueError):
            pass


server = socketserver.TCPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
