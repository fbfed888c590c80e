"""The running service the tests call (clients/run-tests starts one): MNEMOGRAPH_URL, and a fresh namespace."""

import os
import sys
import uuid

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from mnemograph_client import MnemographClient  # noqa: E402

URL = os.environ.get("MNEMOGRAPH_URL", "http://127.0.0.1:8080")


def fresh_client() -> MnemographClient:
    """A client of a namespace no other test uses."""
    return MnemographClient(URL, namespace="python-client-" + str(uuid.uuid4()))
