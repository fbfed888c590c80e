package io.mnemograph.cli;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The small conversation shipped for the demo ({@code src/main/resources/demo/conversation.json}): sessions of turns,
 * the namespace to load them into, and questions worth asking of them.
 *
 * @param namespace the namespace the demo loads into unless told otherwise
 * @param sessions  the sessions, oldest first
 * @param questions recalls to try once it is loaded
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record DemoConversation(
        String namespace,
        List<Session> sessions,
        @JsonProperty("try") List<String> questions) {

    /** Where the shipped conversation lives on the classpath. */
    public static final String RESOURCE = "/demo/conversation.json";

    /** The turns of a session are one minute apart, from {@code startedAt}. */
    private static final Duration TURN_SPACING = Duration.ofMinutes(1);

    /** One session: its id, when its first turn was said, and its turns ("Speaker: text"). */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Session(
            String id, @JsonProperty("started_at") String startedAt, List<String> turns) {

        /** When turn {@code i} (from 0) was said. */
        Instant turnTime(int i) {
            return Instant.parse(startedAt).plus(TURN_SPACING.multipliedBy(i));
        }
    }

    /** Reads the shipped conversation. */
    public static DemoConversation shipped() {
        try (InputStream in = DemoConversation.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the classpath");
            }
            return new ObjectMapper().readValue(in, DemoConversation.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    /** Number of turns over all sessions. */
    public int turnCount() {
        return sessions.stream().mapToInt(s -> s.turns().size()).sum();
    }

    /**
     * The body of one {@code POST /v1/memories/batch}: every turn a memory of its session, at its own time, with an
     * idempotency key so that loading the demo again stores nothing twice.
     */
    public Map<String, Object> batchBody(String intoNamespace) {
        List<Map<String, Object>> memories = new ArrayList<>();
        for (Session session : sessions) {
            for (int i = 0; i < session.turns().size(); i++) {
                Map<String, Object> memory = new LinkedHashMap<>();
                memory.put("content", session.turns().get(i));
                memory.put("session_id", session.id());
                memory.put("occurred_at", session.turnTime(i).toString());
                memory.put("idempotency_key", "demo:" + session.id() + ":" + i);
                memories.add(memory);
            }
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("namespace", intoNamespace);
        body.put("memories", memories);
        return body;
    }
}
