package io.mnemograph.tools.eval;

import java.time.Instant;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * A test recall system without a database: ranks a namespace's memories by how many distinct non-stop words
 * their memory text shares with the question, ties in load order.
 */
final class WordOverlapRecallSystem implements RecallSystem {

    private static final Set<String> STOP_WORDS = Set.of(
            "a", "an", "and", "the", "to", "of", "in", "on", "for", "is", "was", "it", "i", "you", "my", "her", "his",
            "he", "she", "did", "does", "do", "what", "when", "who", "where", "how", "with", "at", "that", "this");

    private final Map<String, List<EvalMemory>> memoriesByNamespace = new HashMap<>();

    @Override
    public String name() {
        return "word-overlap";
    }

    @Override
    public void load(String namespace, List<EvalMemory> memories) {
        memoriesByNamespace.put(namespace, List.copyOf(memories));
    }

    @Override
    public List<String> recall(String namespace, String question, Instant at, int k) {
        List<EvalMemory> turns = memoriesByNamespace.get(namespace);
        Set<String> asked = words(question);
        return IntStream.range(0, turns.size())
                .boxed()
                .sorted(Comparator.comparingLong((Integer i) -> overlap(asked, turns.get(i)))
                        .reversed()
                        .thenComparing(i -> i))
                .limit(k)
                .map(i -> turns.get(i).key())
                .toList();
    }

    @Override
    public void close() {
        memoriesByNamespace.clear();
    }

    private static long overlap(Set<String> asked, EvalMemory memory) {
        return words(memory.text()).stream().filter(asked::contains).count();
    }

    private static Set<String> words(String text) {
        return Arrays.stream(text.toLowerCase().split("[^a-z0-9]+"))
                .filter(w -> !w.isEmpty() && !STOP_WORDS.contains(w))
                .collect(Collectors.toSet());
    }
}
