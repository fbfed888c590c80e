package io.mnemograph.tools.eval;

import java.time.Instant;
import java.util.Objects;

/**
 * One memory an evaluation stores before asking: a LoCoMo turn or a MADial-Bench memory.
 *
 * @param key the benchmark's own id, which the gold evidence names (a LoCoMo dia_id, a MADial memory id)
 * @param text the memory's content
 * @param occurredAt when it happened; the memory is stored as of then
 * @param kind the memory's kind ({@code turn}, {@code event})
 * @param session the session it was formed in, unique within its namespace, or null for none
 */
public record EvalMemory(String key, String text, Instant occurredAt, String kind, String session) {

    /** Validates the required fields. */
    public EvalMemory {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(occurredAt, "occurredAt");
        Objects.requireNonNull(kind, "kind");
    }

    /** This memory stored without a session. */
    public EvalMemory withoutSession() {
        return new EvalMemory(key, text, occurredAt, kind, null);
    }
}
