"""The awaitable client on the running service: concurrent calls answer as the sync ones do."""

import asyncio
import unittest
import uuid

import live
from mnemograph_client import AsyncMnemographClient, NotFoundError


class AsyncClientTest(unittest.TestCase):

    def test_remember_then_recall_concurrently_and_errors_are_the_same(self):
        async def scenario():
            memory = AsyncMnemographClient(live.URL, namespace="python-async-" + str(uuid.uuid4()))
            stored = await asyncio.gather(memory.remember("Ana is vegetarian.", session_id="trip-2"),
                                          memory.remember("We booked the Hotel Avenida.", session_id="trip-1"))
            recalled = await asyncio.gather(memory.recall("any diets?", limit=1),
                                            memory.recall("which hotel?", limit=1))
            with self.assertRaises(NotFoundError):
                await memory.get(str(uuid.uuid4()))
            page = await memory.browse(limit=10)
            return stored, recalled, page

        stored, recalled, page = asyncio.run(scenario())

        self.assertEqual("Ana is vegetarian.", recalled[0]["results"][0]["content"])
        self.assertEqual("We booked the Hotel Avenida.", recalled[1]["results"][0]["content"])
        self.assertEqual({s["id"] for s in stored}, {m["id"] for m in page["memories"]})


if __name__ == "__main__":
    unittest.main()
