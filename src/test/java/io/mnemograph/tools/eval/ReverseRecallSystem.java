package io.mnemograph.tools.eval;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A test recall system whose ranking ignores the question: the namespace's memories, last loaded first.
 * Its scores are easy to compute by hand; it records every load, the session of each loaded memory and every recall instant.
 */
final class ReverseRecallSystem implements RecallSystem {

    private final Map<String, List<String>> idsByNamespace = new HashMap<>();
    final List<String> loads = new ArrayList<>();
    final List<String> recalls = new ArrayList<>();
    final List<String> sessions = new ArrayList<>();

    @Override
    public String name() {
        return "reverse";
    }

    @Override
    public void load(String namespace, List<EvalMemory> memories) {
        loads.add(namespace + " " + memories.size());
        memories.forEach(m -> sessions.add(m.session()));
        idsByNamespace.put(
                namespace, memories.stream().map(EvalMemory::key).toList().reversed());
    }

    @Override
    public List<String> recall(String namespace, String question, Instant at, int k) {
        recalls.add(namespace + " " + at + " " + k);
        List<String> ids = idsByNamespace.get(namespace);
        return ids.subList(0, Math.min(k, ids.size()));
    }

    @Override
    public void close() {
        idsByNamespace.clear();
    }
}
