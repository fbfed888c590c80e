"""Retries of 429 and 503 after Retry-After, and the API key, against a local stub answering a scripted sequence."""

import email.utils
import http.server
import json
import threading
import time
import unittest

import live  # noqa: F401 (puts the package on the path)
from mnemograph_client import AccessDeniedError, InvalidRequestError, MnemographClient, UnavailableError
from mnemograph_client._client import _retry_wait

OVERLOADED = json.dumps({"error": {"code": "overloaded", "message": "too many recalls at once", "field": None}})


class RetryTest(unittest.TestCase):

    def stub(self, *answers, max_retries=3, max_retry_wait=30.0, api_key=None):
        """A client of a stub whose answers are (status, Retry-After or None), in order; then 200."""
        script = list(answers)
        arrivals = self.arrivals = []
        authorizations = self.authorizations = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                arrivals.append(time.monotonic())
                authorizations.append(self.headers.get("Authorization"))
                self.rfile.read(int(self.headers.get("Content-Length", 0)))
                status, retry_after = script.pop(0) if script else (200, None)
                body = (OVERLOADED if status != 200 else '{"namespace": "default", "results": []}').encode()
                self.send_response(status)
                if retry_after is not None:
                    self.send_header("Retry-After", retry_after)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        self.addCleanup(server.server_close)
        self.addCleanup(server.shutdown)
        return MnemographClient(f"http://127.0.0.1:{server.server_port}", api_key=api_key, max_retries=max_retries,
                                max_retry_wait=max_retry_wait)

    def test_503_then_ok_retries_after_retry_after(self):
        client = self.stub((503, "1"), (429, "0"))

        self.assertEqual([], client.recall("anything")["results"])

        self.assertEqual(3, len(self.arrivals))
        self.assertGreaterEqual(self.arrivals[1] - self.arrivals[0], 0.95)

    def test_503_more_times_than_retries_raises_unavailable_with_the_code(self):
        client = self.stub(*[(503, "0")] * 4, max_retries=2)

        with self.assertRaises(UnavailableError) as refused:
            client.recall("anything")

        self.assertEqual((503, "overloaded"), (refused.exception.status, refused.exception.code))
        self.assertEqual(3, len(self.arrivals))

    def test_retry_after_longer_than_max_wait_raises_at_once(self):
        client = self.stub((429, "60"), max_retry_wait=5.0)

        with self.assertRaises(UnavailableError):
            client.recall("anything")

        self.assertEqual(1, len(self.arrivals))

    def test_bad_request_is_not_retried(self):
        client = self.stub((400, "0"))

        with self.assertRaises(InvalidRequestError):
            client.recall("anything")

        self.assertEqual(1, len(self.arrivals))

    def test_api_key_is_sent_as_bearer_token_and_a_401_is_access_denied(self):
        client = self.stub((401, None), api_key="mg_test_key")

        with self.assertRaises(AccessDeniedError) as refused:
            client.recall("anything")

        self.assertEqual(401, refused.exception.status)
        self.assertEqual(["Bearer mg_test_key"], self.authorizations)

    def test_no_api_key_sends_no_authorization(self):
        self.stub().recall("anything")

        self.assertEqual([None], self.authorizations)

    def test_retry_after_seconds_or_http_date_is_the_wait(self):
        self.assertEqual(7.0, _retry_wait("7", 0))
        self.assertEqual(0.5, _retry_wait(None, 0))
        self.assertEqual(2.0, _retry_wait(None, 2))
        wait = _retry_wait(email.utils.formatdate(time.time() + 10, usegmt=True), 0)
        self.assertTrue(8 < wait <= 10.5, wait)


if __name__ == "__main__":
    unittest.main()
