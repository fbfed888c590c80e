"""The client cannot drift from the service: remember's and recall's keyword arguments are the properties of their
request schemas in the running service's OpenAPI document, browse's the parameters of GET /v1/memories, every
TypedDict the properties of its schema, and the package's version is the service's (root pom.xml)."""

import inspect
import os
import re
import typing
import unittest
import urllib.request

import live
import mnemograph_client
from mnemograph_client import MnemographClient

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.abspath(os.path.join(HERE, "..", "..", ".."))


def schema_properties(document):
    """{schema name: its property names} of components.schemas, read from the document's YAML by indentation."""
    schemas, name, section = {}, None, None
    inside = False
    for line in document.splitlines():
        if line == "  schemas:":
            inside = True
            continue
        if inside and re.match(r"^ {0,2}\S", line):
            break
        if not inside:
            continue
        match = re.match(r"^    (\S+):$", line)
        if match:
            name, section = match.group(1), None
            schemas[name] = set()
            continue
        match = re.match(r"^      (\S+):", line)
        if match:
            section = match.group(1)
            continue
        match = re.match(r"^        (\"?[^\s\"]+\"?):", line)
        if match and section == "properties":
            schemas[name].add(match.group(1).strip('"'))
    return schemas


def list_parameters(document):
    """The parameter names of GET /v1/memories."""
    block = re.search(r"^  /v1/memories:\n(.*?)(?=^  /)", document, re.S | re.M).group(1)
    get = re.search(r"^    get:\n(.*?)(?=^    \S|\Z)", block, re.S | re.M).group(1)
    return set(re.findall(r"^      - name: (\S+)", get, re.M))


def keywords(method):
    return {name for name in inspect.signature(method).parameters if name != "self"}


class DriftTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        with urllib.request.urlopen(live.URL + "/openapi.yml", timeout=60) as response:
            cls.document = response.read().decode("utf-8")
        cls.schemas = schema_properties(cls.document)

    def test_request_arguments_are_the_request_schemas_properties(self):
        self.assertEqual(self.schemas["RememberRequest"], keywords(MnemographClient.remember))
        self.assertEqual(self.schemas["RecallRequest"], keywords(MnemographClient.recall))
        self.assertEqual(self.schemas["PatchRequest"] - {"namespace"}, keywords(MnemographClient.patch) - {"id"})
        self.assertEqual(self.schemas["AssociateRequest"] - {"namespace"}, keywords(MnemographClient.associate))
        self.assertEqual(self.schemas["ConsolidateRequest"], keywords(MnemographClient.consolidate))
        self.assertEqual(list_parameters(self.document), keywords(MnemographClient.browse))

    def test_every_typed_answer_has_its_schemas_properties(self):
        mismatches = {}
        for name in mnemograph_client.__all__:
            kind = getattr(mnemograph_client, name)
            if isinstance(kind, type) and issubclass(kind, dict) and name in self.schemas:
                client = set(typing.get_type_hints(kind))
                if client != self.schemas[name]:
                    mismatches[name] = (sorted(client), sorted(self.schemas[name]))
        self.assertEqual({}, mismatches)
        typed = [n for n in mnemograph_client.__all__ if n in self.schemas]
        self.assertGreaterEqual(len(typed), 17, typed)

    def test_version_is_the_services(self):
        with open(os.path.join(REPOSITORY, "pom.xml"), encoding="utf-8") as f:
            service = re.search(r"</parent>.*?<version>([^<]+)</version>", f.read(), re.S).group(1)
        with open(os.path.join(HERE, "..", "pyproject.toml"), encoding="utf-8") as f:
            package = re.search(r'^version = "([^"]+)"', f.read(), re.M).group(1)
        self.assertEqual(service.replace("-SNAPSHOT", ".dev0"), package)
        self.assertEqual(package, mnemograph_client.__version__)


if __name__ == "__main__":
    unittest.main()
