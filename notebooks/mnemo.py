"""Helpers shared by the notebooks: the mnemograph HTTP API, Neo4j's Query API, the repo's .cypher files.

One variable selects where Neo4j is: MNEMOGRAPH_TARGET=embedded (default: the service's own Neo4j, Query API at
NEO4J_HTTP_URL, default http://127.0.0.1:7474, no password unless <MNEMOGRAPH_DATA_DIR>/neo4j-password exists or
NEO4J_PASSWORD is set) or MNEMOGRAPH_TARGET=server (a Neo4j server with the GDS plugin, e.g. docker compose: user
NEO4J_USER, default neo4j, password NEO4J_PASSWORD, default "mnemograph"). MNEMOGRAPH_URL is the service
(default http://127.0.0.1:8080); FIGURES_DIR is where figures are saved (default docs/images of the repo).
"""
import json
import os
import pathlib

import requests

REPO = pathlib.Path(__file__).resolve().parent.parent
TARGET = os.environ.get("MNEMOGRAPH_TARGET", "embedded")
SERVICE = os.environ.get("MNEMOGRAPH_URL", "http://127.0.0.1:8080").rstrip("/")
NEO4J_HTTP = os.environ.get("NEO4J_HTTP_URL", "http://127.0.0.1:7474").rstrip("/")
DATABASE = os.environ.get("NEO4J_DATABASE", "neo4j")
FIGURES = pathlib.Path(os.environ.get("FIGURES_DIR", REPO / "docs" / "images"))
TIMEOUT = 120

if TARGET not in ("embedded", "server"):
    raise ValueError(f"MNEMOGRAPH_TARGET must be 'embedded' or 'server', not {TARGET!r}")


def _password():
    if "NEO4J_PASSWORD" in os.environ:
        return os.environ["NEO4J_PASSWORD"]
    if TARGET == "server":
        return "mnemograph"
    data_dir = pathlib.Path(os.environ.get("MNEMOGRAPH_DATA_DIR", "data"))
    password_file = data_dir / "neo4j-password"
    return password_file.read_text().strip() if password_file.exists() else None


_PASSWORD = _password()
_AUTH = (os.environ.get("NEO4J_USER", "neo4j"), _PASSWORD) if _PASSWORD is not None else None


def api(method, path, body=None):
    """Calls the mnemograph HTTP API; raises on any status >= 400 with the error body."""
    response = requests.request(method, SERVICE + path, json=body, timeout=TIMEOUT)
    if response.status_code >= 400:
        raise RuntimeError(f"{method} {path} answered {response.status_code}: {response.text}")
    return response.json() if response.text else None


def cypher(statement, **parameters):
    """Runs one statement through Neo4j's Query API; returns a list of dicts, one per row."""
    response = requests.post(f"{NEO4J_HTTP}/db/{DATABASE}/query/v2", auth=_AUTH, timeout=TIMEOUT,
                             json={"statement": statement, "parameters": parameters})
    body = response.json()
    if response.status_code >= 400 or body.get("errors"):
        raise RuntimeError(f"Query API answered {response.status_code}: {body.get('errors', body)}")
    fields = body["data"]["fields"]
    return [dict(zip(fields, row)) for row in body["data"]["values"]]


def cypher_file(name):
    """The statement of cypher/<name>.cypher as the service runs it (Browser :param lines and ';' removed)."""
    text = (REPO / "cypher" / f"{name}.cypher").read_text()
    lines = [line for line in text.splitlines() if not line.lstrip().startswith(":param")]
    return "\n".join(lines).strip().rstrip(";")


def run_file(name, **parameters):
    """Runs cypher/<name>.cypher with the given parameters."""
    return cypher(cypher_file(name), **parameters)


class projection:
    """A GDS projection made by cypher/analytics/project-<kind>-graph.cypher, dropped when the block ends."""

    def __init__(self, kind, name, **parameters):
        self.kind, self.name, self.parameters = kind, name, parameters

    def __enter__(self):
        run_file("analytics/drop-graph", graph=self.name)
        rows = run_file(f"analytics/project-{self.kind}-graph", graph=self.name, **self.parameters)
        self.nodes = rows[0]["nodes"] or 0
        return self

    def __exit__(self, *exc):
        run_file("analytics/drop-graph", graph=self.name)


def demo():
    """The demo conversation shipped with the notebooks."""
    return json.loads((REPO / "notebooks" / "data" / "demo-conversation.json").read_text())


def memory_count(namespace):
    return cypher("MATCH (m:Memory {namespace: $namespace}) RETURN count(m) AS n", namespace=namespace)[0]["n"]


def save(figure, name):
    """Saves a matplotlib figure as FIGURES/<name>.png and says where."""
    FIGURES.mkdir(parents=True, exist_ok=True)
    path = FIGURES / f"{name}.png"
    figure.savefig(path, dpi=110, bbox_inches="tight")
    print("saved", path)
