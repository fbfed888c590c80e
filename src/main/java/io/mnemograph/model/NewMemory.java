package io.mnemograph.model;

import java.time.Instant;
import java.util.List;

/**
 * What a client asks to remember, already validated by the API layer.
 *
 * @param importance  explicit importance, or null to auto-score it from the content
 * @param occurredAt  when the remembered thing happened (for replaying a history), or null for now
 * @param ttlSeconds  time to live, or null to keep it until forgotten
 * @param metadata    client metadata as a JSON object text, or null
 * @param idempotencyKey a client key that makes a retried remember return the first memory, or null
 */
public record NewMemory(
        String namespace,
        String content,
        String scope,
        String project,
        String kind,
        Double importance,
        double weight,
        double strength,
        String sessionId,
        Long ttlSeconds,
        Instant occurredAt,
        String metadata,
        List<String> entities,
        String supersedes,
        String idempotencyKey) {

    /**
     * A memory of {@code content} in {@code namespace} with every other field as a client that sends only the content
     * gets it: global, importance scored from the content, weight and strength 1, no session, no expiry, now.
     */
    public static NewMemory of(String namespace, String content) {
        return new NewMemory(
                namespace, content, "global", null, null, null, 1.0, 1.0, null, null, null, null, List.of(), null,
                null);
    }
}
