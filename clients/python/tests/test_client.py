"""Every route of the API v1 called for real on the running service."""

import io
import unittest

from live import fresh_client
from mnemograph_client import ConflictError, InvalidRequestError, NotFoundError


class ClientTest(unittest.TestCase):

    def setUp(self):
        self.memory = fresh_client()

    def test_remember_same_idempotency_key_twice_answers_the_first_memory_replayed(self):
        fields = dict(session_id="trip-1", kind="fact", entities=["Ana"], metadata={"source": "chat"},
                      occurred_at="2026-03-02T19:02:00Z", idempotency_key="turn-3")
        first = self.memory.remember("Ana uses a wheelchair, so steep hills are out.", **fields)
        again = self.memory.remember("Ana uses a wheelchair, so steep hills are out.", **fields)

        self.assertFalse(first["replayed"])
        self.assertTrue(again["replayed"])
        self.assertEqual(first["id"], again["id"])
        stored = self.memory.get(first["id"])
        self.assertEqual(["trip-1"], stored["session_ids"])
        self.assertEqual({"source": "chat"}, stored["metadata"])
        self.assertEqual(self.memory.namespace, stored["namespace"])

    def test_remember_batch_then_browse_pages_through_them_all(self):
        batch = self.memory.remember_batch([{"content": "We booked the Hotel Avenida near Rossio station."},
                                            {"content": "Our flight lands at 14:20 on May 12th."},
                                            {"content": "Ana is vegetarian.", "kind": "diet"}])

        self.assertEqual(3, len(batch["results"]))
        first = self.memory.browse(limit=2)
        self.assertEqual(2, len(first["memories"]))
        last = self.memory.browse(limit=2, cursor=first["next_cursor"])
        self.assertIsNone(last["next_cursor"])
        self.assertEqual({r["id"] for r in batch["results"]}, {m["id"] for m in self.memory.browse_all(limit=1)})
        self.assertEqual(1, len(self.memory.browse(kind="diet")["memories"]))

    def test_recall_with_explain_and_filter_answers_the_factors_and_only_what_passes(self):
        self.memory.remember("Ana is vegetarian, and I'm allergic to shellfish.", session_id="trip-2", kind="diet",
                             metadata={"source": "chat"})
        self.memory.remember("We booked the Hotel Avenida near Rossio station.", session_id="trip-1")

        response = self.memory.recall("any food allergies or diets?", limit=3, hops=1, threshold=0.2, explain=True,
                                      boost=False, seeds="hybrid", spread_factor=0.5, session_id="trip-2",
                                      filter={"kind": "diet", "metadata": {"source": "chat"}})

        self.assertEqual(1, len(response["results"]))
        top = response["results"][0]
        self.assertIn("shellfish", top["content"])
        self.assertEqual("direct", top["via"])
        self.assertIn("session_context", top["components"])
        self.assertEqual("hot", top["memory"]["found_in"])
        self.assertEqual(2, len(self.memory.recall("Where do we stay?")["results"]))

    def test_patch_history_associations_and_delete(self):
        hotel = self.memory.remember("We booked the Hotel Avenida near Rossio station.")["id"]
        flight = self.memory.remember("Our flight lands at 14:20 on May 12th.")["id"]
        moved = self.memory.remember("We moved to the Hotel Lis near Rossio.", supersedes=hotel)["id"]

        self.assertEqual(0.5, self.memory.patch(flight, weight=0.5)["weight"])
        self.assertEqual("Our flight lands at 14:40.",
                         self.memory.patch(flight, content="Our flight lands at 14:40.")["content"])
        self.assertEqual([hotel, moved], [link["memory"]["id"] for link in self.memory.history(moved)["chain"]])
        self.assertEqual("explicit", self.memory.associate(moved, flight, weight=0.8)["kind"])
        links = self.memory.associations(moved, limit=10)["associations"]
        self.assertTrue(any(a["memory_id"] == flight and a["kind"] == "explicit" for a in links))
        self.assertTrue(self.memory.remove_association(moved, flight)["deleted"])

        self.assertTrue(self.memory.delete(flight)["deleted"])
        with self.assertRaises(NotFoundError) as gone:
            self.memory.get(flight)
        self.assertEqual(("not_found", "id", 404), (gone.exception.code, gone.exception.field, gone.exception.status))

    def test_export_consolidate_and_delete_namespace(self):
        self.memory.remember("Ana is vegetarian.")

        records = list(self.memory.export(vectors=False))
        self.assertEqual("header", records[0]["type"])
        self.assertIn("memory", [r["type"] for r in records])
        out = io.BytesIO()
        written = self.memory.export_to(out, vectors=False)
        self.assertEqual(len(out.getvalue()), written)
        self.assertIn(b'"type":"header"', out.getvalue().replace(b" ", b""))
        self.assertEqual(self.memory.namespace, self.memory.consolidate()["namespace"])
        self.assertGreaterEqual(self.memory.delete_namespace(self.memory.namespace)["nodes_deleted"], 1)
        self.assertEqual([], self.memory.browse()["memories"])

    def test_recall_limit_zero_raises_invalid_request_naming_the_field(self):
        with self.assertRaises(InvalidRequestError) as refused:
            self.memory.recall("anything", limit=0)

        self.assertEqual((400, "invalid_input", "limit"),
                         (refused.exception.status, refused.exception.code, refused.exception.field))
        self.assertIn("at least 1", refused.exception.message)

    def test_remember_same_idempotency_key_other_content_raises_conflict(self):
        self.memory.remember("first", idempotency_key="k")

        with self.assertRaises(ConflictError) as refused:
            self.memory.remember("second", idempotency_key="k")

        self.assertEqual("idempotency_key", refused.exception.field)


if __name__ == "__main__":
    unittest.main()
