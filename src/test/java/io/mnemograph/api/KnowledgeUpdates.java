package io.mnemograph.api;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mnemograph.model.NewMemory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The knowledge-update fixture ({@code src/test/resources/eval/knowledge-updates.json}): users whose facts change
 * between sessions, and the questions to ask of them, each knowing which turn holds the fact now and which turns it
 * replaced.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record KnowledgeUpdates(List<User> users) {

    static final String RESOURCE = "/eval/knowledge-updates.json";

    /** Turns of a session are one minute apart. */
    private static final Duration TURN_SPACING = Duration.ofMinutes(1);

    /** One user: a namespace, sessions of turns, and the facts that changed. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record User(String namespace, List<Session> sessions, List<Update> updates) {

        /** Every turn as a memory of its session at its own time, oldest first. */
        List<NewMemory> memories() {
            List<NewMemory> memories = new ArrayList<>();
            for (Session session : sessions) {
                for (int i = 0; i < session.turns().size(); i++) {
                    memories.add(NewMemory.in(namespace, session.turns().get(i))
                            .session(session.id())
                            .occurredAt(Instant.parse(session.startedAt()).plus(TURN_SPACING.multipliedBy(i)))
                            .build());
                }
            }
            return memories;
        }
    }

    /** A session: its id, when its first turn was said, its turns. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Session(
            String id,

            @com.fasterxml.jackson.annotation.JsonProperty("started_at")
            String startedAt,

            List<String> turns) {}

    /** A fact that changed: the turns it replaced, the turn that holds it now, questions now and in the past. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Update(String topic, String kind, List<String> stale, String current, List<String> questions, Past past) {}

    /** A question asked as of {@code at}, before the change: the newest stale turn is its answer. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Past(String at, String question) {}

    static KnowledgeUpdates load() {
        try (InputStream in = KnowledgeUpdates.class.getResourceAsStream(RESOURCE)) {
            return new ObjectMapper().readValue(in, KnowledgeUpdates.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    /**
     * The figures of one run.
     *
     * @param asked         questions asked about the present
     * @param currentFirst  of those, answered with the current turn first
     * @param currentAbove  answered with the current turn above every stale turn (a stale turn may be absent)
     * @param staleShown    stale turns returned, over all questions about the present
     * @param staleMarked   of those, carrying the newer turn that contradicts or supersedes them
     * @param pastAsked     questions asked as of an instant before the change
     * @param pastStaleFirst of those, answered with the turn that held then first
     */
    record Figures(
            int asked,
            int currentFirst,
            int currentAbove,
            int staleShown,
            int staleMarked,
            int pastAsked,
            int pastStaleFirst) {

        @Override
        public String toString() {
            return String.format(
                    "current first %d/%d (%.3f), current above stale %d/%d, stale results marked %d/%d,"
                            + " past questions answered with the then-current turn first %d/%d",
                    currentFirst,
                    asked,
                    (double) currentFirst / asked,
                    currentAbove,
                    asked,
                    staleMarked,
                    staleShown,
                    pastStaleFirst,
                    pastAsked);
        }
    }
}
