"""Screenshots of Neo4j Browser as a person sees it, taken with headless Chromium over the DevTools protocol: the
mnemograph guide Browser plays once connected, then a query's graph view with the mnemograph style.

Usage: /usr/bin/python3 notebooks/browser_screenshot.py BROWSER_LINK --guide GUIDE.png --graph GRAPH.png
       --query CYPHER [--password-file DATA_DIR/neo4j-password]
BROWSER_LINK is the ready line's Neo4j Browser address (its connection form filled in); with authentication on, the
password is typed from --password-file as a person would. notebooks/run --screenshot calls it (docs/browser-guide.md).
"""
import argparse
import base64
import json
import pathlib
import socket
import subprocess
import tempfile
import time

import requests
import websocket

GUIDE_TITLE = "mnemograph: reading the memory graph"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Page:
    """One Chromium tab driven over the DevTools protocol."""

    def __init__(self, ws_url):
        self.ws = websocket.create_connection(ws_url, timeout=60, suppress_origin=True)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def evaluate(self, expression):
        return self.call("Runtime.evaluate", expression=expression, returnByValue=True)["result"].get("value")

    def wait_for(self, expression, seconds, what):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if self.evaluate(expression):
                return
            time.sleep(0.5)
        raise TimeoutError(f"Neo4j Browser: {what} not seen within {seconds} s")

    def type_into(self, selector, text):
        self.evaluate(f"document.querySelector({json.dumps(selector)}).focus()")
        self.call("Input.insertText", text=text)

    def save(self, output):
        png = self.call("Page.captureScreenshot", format="png")["data"]
        pathlib.Path(output).parent.mkdir(parents=True, exist_ok=True)
        pathlib.Path(output).write_bytes(base64.b64decode(png))
        print("saved", output)


def connect(page, link, password_file):
    """Opens the link and connects, typing the password when there is one: the user is already filled in."""
    page.call("Page.navigate", url=link)
    button = "document.querySelector('[data-testid=\"connect\"]')"
    page.wait_for(button + " !== null", 90, "the connection form")
    if password_file:
        page.type_into("[data-testid=\"password\"]", pathlib.Path(password_file).read_text().strip())
    page.evaluate(button + ".click()")


def run_query(page, query):
    editor = "document.querySelector('#monaco-main-editor textarea, .monaco-editor textarea')"
    page.evaluate(editor + ".focus()")
    page.call("Input.insertText", text=query)
    for kind in ("keyDown", "keyUp"):
        page.call("Input.dispatchKeyEvent", type=kind, key="Enter", code="Enter", windowsVirtualKeyCode=13,
                  modifiers=2)


def main(args):
    port = free_port()
    profile = tempfile.mkdtemp(prefix="mnemograph-chromium-")
    chromium = subprocess.Popen(["chromium", "--headless=new", "--no-sandbox", "--disable-gpu",
                                 f"--remote-debugging-port={port}", f"--user-data-dir={profile}",
                                 "--window-size=1400,900", "about:blank"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(60):
            try:
                tabs = requests.get(f"http://127.0.0.1:{port}/json", timeout=2).json()
                break
            except requests.RequestException:
                time.sleep(0.5)
        page = Page(next(t for t in tabs if t["type"] == "page")["webSocketDebuggerUrl"])
        page.call("Page.enable")
        page.call("Emulation.setDeviceMetricsOverride", width=1400, height=900, deviceScaleFactor=1, mobile=False)
        connect(page, args.link, args.password_file)
        # the guide is played by the server's browser.post_connect_cmd, as for anyone who connects
        page.wait_for(f"document.body.innerText.includes({json.dumps(GUIDE_TITLE)})", 60, "the mnemograph guide")
        time.sleep(3)
        page.save(args.guide)
        run_query(page, args.query)
        page.wait_for("document.querySelectorAll('[data-testid=\"frame\"], article').length > 1", 60,
                      "the query's result frame")
        time.sleep(8)  # let the graph layout settle
        page.save(args.graph)
    finally:
        chromium.terminate()
        chromium.wait(timeout=30)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("link", help="the ready line's Neo4j Browser address")
    parser.add_argument("--guide", required=True, help="where to save Browser showing the guide after connecting")
    parser.add_argument("--graph", required=True, help="where to save the query's graph view")
    parser.add_argument("--query", required=True, help="the Cypher to run for the graph view")
    parser.add_argument("--password-file", help="the embedded Neo4j's password file (authentication on)")
    main(parser.parse_args())
