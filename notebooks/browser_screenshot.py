"""Screenshot of Neo4j Browser showing a query result, taken with headless Chromium over the DevTools protocol.

Usage: /usr/bin/python3 notebooks/browser_screenshot.py BROWSER_URL BOLT_URI OUTPUT.png "CYPHER"
(notebooks/run calls it when chromium and python3-websocket are installed; see docs/browser-guide.md).
"""
import base64
import json
import pathlib
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse

import requests
import websocket


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Page:
    """One Chromium tab driven over the DevTools protocol."""

    def __init__(self, ws_url):
        self.ws = websocket.create_connection(ws_url, timeout=60)
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


def main(browser_url, bolt_uri, output, query):
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
        url = browser_url + "?" + urllib.parse.urlencode({"dbms": bolt_uri, "preselectAuthMethod": "NO_AUTH"})
        page.call("Page.navigate", url=url)
        editor = "document.querySelector('#monaco-main-editor textarea, .monaco-editor textarea')"
        page.wait_for(editor + " !== null", 90, "the query editor")
        connect = ("[...document.querySelectorAll('button')].find(b => /^connect$/i.test(b.textContent.trim()))")
        time.sleep(3)
        if page.evaluate(connect + " !== undefined"):
            page.evaluate(connect + ".click()")
        page.wait_for("document.body.innerText.includes('You are connected')", 60, "the connection")
        page.evaluate(editor + ".focus()")
        page.call("Input.insertText", text=query)
        for kind in ("keyDown", "keyUp"):
            page.call("Input.dispatchKeyEvent", type=kind, key="Enter", code="Enter", windowsVirtualKeyCode=13,
                      modifiers=2)
        page.wait_for("document.querySelectorAll('[data-testid=\"frame\"], article').length > 1", 60,
                      "the query's result frame")
        time.sleep(8)  # let the graph layout settle
        png = page.call("Page.captureScreenshot", format="png")["data"]
        pathlib.Path(output).parent.mkdir(parents=True, exist_ok=True)
        pathlib.Path(output).write_bytes(base64.b64decode(png))
        print("saved", output)
    finally:
        chromium.terminate()
        chromium.wait(timeout=30)


if __name__ == "__main__":
    main(*sys.argv[1:5])
