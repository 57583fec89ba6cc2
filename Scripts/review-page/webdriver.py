"""A small WebDriver (W3C) client over HTTP, standard library only, for chromedriver."""
import json
import os
import socket
import subprocess
import time
import urllib.error
import urllib.request

ELEMENT = "element-6066-11e4-a52e-4f735466cecf"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class WebDriverError(RuntimeError):
    pass


class Browser:
    """Headless Chromium driven through chromedriver on a loopback port."""

    def __init__(self, download_dir, chromium="/usr/bin/chromium", driver="chromedriver", width=1400, height=1000):
        self.port = free_port()
        self.process = subprocess.Popen(
            [driver, f"--port={self.port}", "--allowed-ips=127.0.0.1"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{self.port}"
        deadline = time.time() + 20
        while True:
            try:
                self._call("GET", "/status")
                break
            except (OSError, WebDriverError):
                if time.time() > deadline:
                    self.process.kill()
                    raise WebDriverError("chromedriver did not start")
                time.sleep(0.1)
        options = {
            "binary": chromium,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--no-first-run", "--disable-extensions",
                     "--user-data-dir=" + os.path.join(download_dir, "profile")],
            "prefs": {"download.default_directory": download_dir, "download.prompt_for_download": False,
                      "download.directory_upgrade": True},
        }
        capabilities = {"browserName": "chrome", "goog:chromeOptions": options,
                        "goog:loggingPrefs": {"browser": "ALL"}}
        value = self._call("POST", "/session", {"capabilities": {"alwaysMatch": capabilities}})
        self.session = f"/session/{value['sessionId']}"
        # Headless Chromium downloads only where told, through the DevTools command.
        try:
            self._call("POST", self.session + "/goog/cdp/execute",
                       {"cmd": "Browser.setDownloadBehavior",
                        "params": {"behavior": "allow", "downloadPath": download_dir}})
        except WebDriverError:
            pass

    def _call(self, method, path, body=None, timeout=120):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                return json.loads(response.read() or b"{}").get("value")
        except urllib.error.HTTPError as error:
            detail = error.read().decode(errors="replace")[:500]
            raise WebDriverError(f"{method} {path}: {error.code} {detail}") from None

    def get(self, url):
        self._call("POST", self.session + "/url", {"url": url})

    def run(self, script, *args):
        return self._call("POST", self.session + "/execute/sync", {"script": script, "args": list(args)})

    def find(self, css, within=None):
        path = self.session + (f"/element/{within}/element" if within else "/element")
        return self._call("POST", path, {"using": "css selector", "value": css})[ELEMENT]

    def click(self, element):
        self._call("POST", self.session + f"/element/{element}/click", {})

    def keys(self, text):
        """Presses and releases each character of `text` on the focused page."""
        actions = []
        for character in text:
            actions += [{"type": "keyDown", "value": character}, {"type": "keyUp", "value": character}]
        self._call("POST", self.session + "/actions",
                   {"actions": [{"type": "key", "id": "keyboard", "actions": actions}]})
        self._call("DELETE", self.session + "/actions")

    def computed_label(self, element):
        """The element's accessible name as the browser computes it (WebDriver "Get Computed Label")."""
        return self._call("GET", self.session + f"/element/{element}/computedlabel")

    def console(self):
        """The browser console entries since the last call."""
        for path in ("/se/log", "/log"):
            try:
                return self._call("POST", self.session + path, {"type": "browser"}) or []
            except WebDriverError:
                continue
        return []

    def resize(self, width, height):
        self._call("POST", self.session + "/window/rect", {"width": width, "height": height})

    def screenshot(self):
        import base64
        return base64.b64decode(self._call("GET", self.session + "/screenshot"))

    def wait(self, script, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = self.run(script)
            if value:
                return value
            time.sleep(0.05)
        raise WebDriverError(f"timed out waiting for: {script}")

    def close(self):
        try:
            self._call("DELETE", self.session, timeout=20)
        except Exception:
            pass
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
