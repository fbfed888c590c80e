package io.mnemograph.pipeline.recall;

import io.mnemograph.store.recall.Candidate;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * The candidates of one recall between two of its stages, in order, each also found by its memory's id: what every
 * stage of {@link RecallPipeline} takes and returns, so that no stage keeps its own map of candidates by id.
 */
final class Candidates {

    /** No candidate. */
    static final Candidates NONE = new Candidates(List.of());

    private final Map<String, Candidate> byId = new LinkedHashMap<>();

    private Candidates(List<Candidate> candidates) {
        candidates.forEach(c -> byId.put(c.memory().id(), c));
    }

    /** {@code candidates}, in their order (a memory listed twice keeps its first place and its last candidate). */
    static Candidates of(List<Candidate> candidates) {
        return new Candidates(candidates);
    }

    /** The candidates, in order. */
    List<Candidate> list() {
        return List.copyOf(byId.values());
    }

    /** The candidates, in order. */
    Stream<Candidate> stream() {
        return byId.values().stream();
    }

    /** The candidate of the memory {@code id}, if it is one. */
    Optional<Candidate> find(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** The memories' ids, in order. */
    List<String> ids() {
        return List.copyOf(byId.keySet());
    }

    /** Each candidate as {@code stage} returns it, in the same order. */
    Candidates map(UnaryOperator<Candidate> stage) {
        return of(stream().map(stage).toList());
    }

    /** The candidates {@code kept} keeps, in the same order. */
    Candidates filter(Predicate<Candidate> kept) {
        return of(stream().filter(kept).toList());
    }

    /** The candidates in {@code order}. */
    Candidates sorted(Comparator<Candidate> order) {
        return of(stream().sorted(order).toList());
    }

    /** These candidates, each replaced in its place by {@code others}' candidate of the same memory, then the rest. */
    Candidates with(Candidates others) {
        Map<String, Candidate> merged = new LinkedHashMap<>(byId);
        merged.putAll(others.byId);
        return of(List.copyOf(merged.values()));
    }
}
