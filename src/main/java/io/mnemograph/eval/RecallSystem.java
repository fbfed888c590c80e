package io.mnemograph.eval;

import java.time.Instant;
import java.util.List;

/**
 * A memory system under evaluation: it remembers a conversation's turns, then recalls them for questions.
 *
 * <p>Implementations map their own memory ids back to LoCoMo dia_ids. The harness never closes a system;
 * whoever created it does.
 */
public interface RecallSystem extends AutoCloseable {

    /** The configuration name shown in tables, JSON and charts, e.g. {@code flat-vector}. */
    String name();

    /** Remembers {@code turns} (in conversation order) in {@code namespace}, each as {@link Turn#memoryText()} at {@link Turn#occurredAt()}. */
    void load(String namespace, List<Turn> turns);

    /** The dia_ids of the top {@code k} memories of {@code namespace} for {@code question} asked at {@code at}, best first. */
    List<String> recall(String namespace, String question, Instant at, int k);
}
