package io.mnemograph.tools.eval;

import java.time.Instant;
import java.util.List;

/**
 * A memory system under evaluation: it remembers a benchmark's memories (a conversation's turns, MADial-Bench's
 * events), then recalls them for questions.
 *
 * <p>Implementations map their own memory ids back to the benchmark's keys (LoCoMo dia_ids, MADial memory ids). The harness never closes a system;
 * whoever created it does.
 */
public interface RecallSystem extends AutoCloseable {

    /** The configuration name shown in tables, JSON and charts, e.g. {@code flat-vector}. */
    String name();

    /** Remembers {@code memories} (in order) in {@code namespace}, each at its {@link EvalMemory#occurredAt()}. */
    void load(String namespace, List<EvalMemory> memories);

    /** The keys of the top {@code k} memories of {@code namespace} for {@code question} asked at {@code at}, best first. */
    List<String> recall(String namespace, String question, Instant at, int k);

    /**
     * True when the system is recalled as a running service is: the replay then runs the lifecycle sweep over each
     * corpus before its questions, as of when they are asked (the service's hourly sweep), unless it ran already.
     */
    default boolean inService() {
        return false;
    }

    /** Releases what the system holds in the database or in memory; the database itself stays open. */
    @Override
    void close();
}
