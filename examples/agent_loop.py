#!/usr/bin/python3
"""A small agent loop on mnemograph: remember a conversation turn by turn, then recall before answering.

Standard library only. Start the service (README, "Two commands"), then:

    /usr/bin/python3 examples/agent_loop.py
    /usr/bin/python3 examples/agent_loop.py --url http://127.0.0.1:8080 --namespace my-agent

With API keys, give a write key in MNEMOGRAPH_API_KEY (or --key). For each question it prints what came back and
why: found directly by the seed search or reached through the graph (with the path), and the factors of the score.
"""

import argparse
import json
import os
import sys
import urllib.error
import urllib.request

# A short conversation between a user and an agent, two sessions a week apart.
CONVERSATION = [
    ("trip-1", "2026-03-02T19:00:00Z", "user: I'm planning a week in Lisbon with my sister Ana in May."),
    ("trip-1", "2026-03-02T19:01:00Z", "agent: Lovely. Do you two prefer museums or walking tours?"),
    ("trip-1", "2026-03-02T19:02:00Z", "user: Ana uses a wheelchair, so steep hills and long stairs are out."),
    ("trip-1", "2026-03-02T19:03:00Z", "user: We booked the Hotel Avenida near Rossio station."),
    ("trip-2", "2026-03-09T20:00:00Z", "user: Ana is vegetarian, and I'm allergic to shellfish."),
    ("trip-2", "2026-03-09T20:01:00Z", "user: Our flight lands at 14:20 on May 12th."),
]

QUESTIONS = [
    "Which hotel did we book?",
    "Any food allergies or diets to keep in mind?",
    "Can they take the tram up to the castle?",
]


class Memory:
    """The few HTTP calls the loop needs: remember and recall (docs/api.md)."""

    def __init__(self, url, key, namespace):
        self.url = url.rstrip("/")
        self.key = key
        self.namespace = namespace

    def _post(self, path, body):
        request = urllib.request.Request(self.url + path, data=json.dumps(body).encode("utf-8"), method="POST",
                                         headers={"Content-Type": "application/json"})
        if self.key:
            request.add_header("Authorization", "Bearer " + self.key)
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return json.load(response)
        except urllib.error.HTTPError as e:
            error = json.load(e).get("error", {})
            raise SystemExit(f"{path} answered {e.code}: {error.get('message')} (field: {error.get('field')})")

    def remember(self, content, session_id, occurred_at):
        return self._post("/v1/memories", {"namespace": self.namespace, "content": content,
                                           "session_id": session_id, "occurred_at": occurred_at})

    def recall(self, query, limit=3):
        return self._post("/v1/recall", {"namespace": self.namespace, "query": query, "limit": limit,
                                         "explain": True})["results"]


def why(result, contents):
    """One line on how a result was found (the path, by the turns' text), and its score's factors."""
    factors = ", ".join(f"{name} {value:.2f}" for name, value in result["components"].items())
    if result["via"] == "direct":
        how = "found directly by the seed search"
    else:
        steps = []
        for step in result.get("path") or []:
            edge = step["edge"] + (f" '{step['via_entity']}'" if step.get("via_entity") else "")
            steps.append(f"{edge} (x{step['contribution']:.2f})")
        origin = (result.get("path") or [{}])[0].get("from")
        how = (f"reached by association in {result['hops']} hop(s) from \"{short(contents.get(origin, origin))}\""
               f" over " + " -> ".join(steps))
    tier = " (brought back from cold storage)" if result.get("resurrected") else ""
    return f"{how}{tier}; score {result['score']:.3f} = {factors}"


def short(text, width=48):
    text = str(text)
    return text if len(text) <= width else text[:width - 3] + "..."


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default=os.environ.get("MNEMOGRAPH_URL", "http://127.0.0.1:8080"))
    parser.add_argument("--key", default=os.environ.get("MNEMOGRAPH_API_KEY"))
    parser.add_argument("--namespace", default=os.environ.get("MNEMOGRAPH_NAMESPACE", "example-agent"))
    args = parser.parse_args()
    memory = Memory(args.url, args.key, args.namespace)

    contents = {}
    for session_id, occurred_at, turn in CONVERSATION:
        stored = memory.remember(turn, session_id, occurred_at)
        contents[stored["id"]] = turn
        print(f"remembered {stored['id']} [{session_id}] {turn}")
    print(f"remembered {len(CONVERSATION)} turns in namespace {args.namespace}")

    for question in QUESTIONS:
        print()
        print(f"question: {question}")
        results = memory.recall(question)
        if not results:
            print("  nothing relevant remembered")
        for rank, result in enumerate(results, start=1):
            print(f"  {rank}. {result['content']}")
            print(f"     why: {why(result, contents)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
