#!/usr/bin/python3
"""A small agent loop on mnemograph: remember a conversation turn by turn, then recall before answering.

Standard library only, through the mnemograph-client package (clients/python, found in this checkout when it is
not installed). Start the service (README, "Two commands"), then:

    /usr/bin/python3 examples/agent_loop.py
    /usr/bin/python3 examples/agent_loop.py --url http://127.0.0.1:8080 --namespace my-agent

With API keys, give a write key in MNEMOGRAPH_API_KEY (or --key). For each question it prints what came back and
why: found directly by the seed search or reached through the graph (with the path), and the factors of the score.
"""

import argparse
import os
import sys

try:  # installed (pip install clients/python, or its wheel)
    from mnemograph_client import MnemographClient, MnemographError
except ImportError:  # from this checkout
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "clients", "python"))
    from mnemograph_client import MnemographClient, MnemographError

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
    memory = MnemographClient(args.url, api_key=args.key, namespace=args.namespace)
    try:
        return run(memory, args.namespace)
    except MnemographError as e:
        raise SystemExit(f"mnemograph answered {e}")


def run(memory, namespace):
    """Remembers the conversation, then recalls before each question and says why each memory came back."""
    contents = {}
    for session_id, occurred_at, turn in CONVERSATION:
        stored = memory.remember(turn, session_id=session_id, occurred_at=occurred_at)
        contents[stored["id"]] = turn
        print(f"remembered {stored['id']} [{session_id}] {turn}")
    print(f"remembered {len(CONVERSATION)} turns in namespace {namespace}")

    for question in QUESTIONS:
        print()
        print(f"question: {question}")
        results = memory.recall(question, limit=3, explain=True)["results"]
        if not results:
            print("  nothing relevant remembered")
        for rank, result in enumerate(results, start=1):
            print(f"  {rank}. {result['content']}")
            print(f"     why: {why(result, contents)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
