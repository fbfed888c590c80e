package io.mnemograph.pipeline.remember;

import io.mnemograph.store.MemoryTransaction;
import io.mnemograph.store.memory.SessionRef;
import io.mnemograph.store.memory.TimelineTail;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The memory each new memory of a batch follows in time, which it links to with a temporal association: in a session,
 * the session's previous memory; without one, the namespace's previous memory stored without a session, when the two
 * happened at most the sessionless window apart ({@code mnemograph.graph.sessionless-window-minutes}).
 *
 * <p>Implementation notes: a session is the caller's own account of an episode. A caller that names none (most API
 * and MCP users) still stores an episode's facts one after another, and their times tell where an episode ends: a gap
 * longer than the window begins a new one (the temporal contiguity of episodic memory: M. W. Howard, M. J. Kahana,
 * "A distributed representation of temporal context", J. Math. Psychol. 46, 2002). Measured in
 * docs/decisions/0018-sessionless-timeline.md. The memories' times are their {@code created_at}: {@code occurred_at},
 * or the time of the remember. A batch behaves as its memories stored one at a time, in order.
 */
final class TemporalPredecessors {

    private TemporalPredecessors() {}

    /**
     * The temporal predecessor of each memory of {@code pending} that has one, by batch position. The sessions
     * (created on first use) and the namespaces' sessionless timelines take the batch's last memories as theirs.
     *
     * @param window the longest gap between two sessionless memories that still links them; zero links none
     */
    static Map<Integer, String> of(MemoryTransaction tx, List<Pending> pending, Instant now, Duration window) {
        Map<Integer, String> previous = new HashMap<>(inSessions(tx, pending, now));
        if (!window.isZero()) {
            previous.putAll(sessionless(tx, pending, window));
        }
        return previous;
    }

    /**
     * The previous memory of its session for each memory that names one: the memory before it in the batch, or for the
     * first of the batch in that session, the session's last memory stored before.
     */
    private static Map<Integer, String> inSessions(MemoryTransaction tx, List<Pending> pending, Instant now) {
        Map<SessionRef, String> last = new LinkedHashMap<>();
        Map<Integer, String> previous = new HashMap<>();
        for (Pending p : pending) {
            if (p.memory().sessionId() != null) {
                String before = last.put(
                        new SessionRef(p.memory().namespace(), p.memory().sessionId()), p.id());
                if (before != null) {
                    previous.put(p.position(), before);
                }
            }
        }
        if (last.isEmpty()) {
            return previous;
        }
        Map<SessionRef, String> storedBefore = tx.previousInSessions(last, now);
        Set<SessionRef> seen = new LinkedHashSet<>();
        for (Pending p : pending) {
            if (p.memory().sessionId() != null) {
                SessionRef session =
                        new SessionRef(p.memory().namespace(), p.memory().sessionId());
                if (seen.add(session) && storedBefore.containsKey(session)) {
                    previous.put(p.position(), storedBefore.get(session));
                }
            }
        }
        return previous;
    }

    /**
     * The previous sessionless memory of its namespace for each memory without a session, when they happened at most
     * {@code window} apart: the one before it in the batch, or for the first of the batch in that namespace, the
     * namespace's last one stored before.
     */
    private static Map<Integer, String> sessionless(MemoryTransaction tx, List<Pending> pending, Duration window) {
        Map<String, TimelineTail> last = new LinkedHashMap<>();
        Map<String, Pending> first = new LinkedHashMap<>();
        Map<Integer, String> previous = new HashMap<>();
        for (Pending p : pending) {
            if (p.memory().sessionId() == null) {
                String namespace = p.memory().namespace();
                first.putIfAbsent(namespace, p);
                TimelineTail before = last.put(namespace, new TimelineTail(p.id(), p.createdAt()));
                if (before != null && close(before.at(), p.createdAt(), window)) {
                    previous.put(p.position(), before.memoryId());
                }
            }
        }
        if (last.isEmpty()) {
            return previous;
        }
        tx.previousSessionless(last).forEach((namespace, before) -> {
            Pending p = first.get(namespace);
            if (close(before.at(), p.createdAt(), window)) {
                previous.put(p.position(), before.memoryId());
            }
        });
        return previous;
    }

    private static boolean close(Instant a, Instant b, Duration window) {
        return Duration.between(a, b).abs().compareTo(window) <= 0;
    }
}
