package io.mnemograph.client;

import io.mnemograph.client.model.BrowseQuery;
import io.mnemograph.client.model.Memory;
import io.mnemograph.client.model.RememberRequest;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The messages of conversations kept as memories, what the chat memory stores of the LangChain4j and Spring AI
 * integrations share: each message one memory of kind {@value #KIND}, its {@code session_id} the conversation's id,
 * its role (user, assistant) in the metadata; read back oldest first, so a restarted agent continues where it was.
 *
 * <p>{@link #update} takes a conversation's window as it now is (a chat memory drops from the front and adds at the
 * end) and remembers only the messages after the longest overlap between the end of what it last held and the start
 * of the window, so each message is remembered once.
 */
public final class ChatTranscript {

    /** The kind of the memories of chat messages. */
    public static final String KIND = "chat-message";

    /** One message: its role (user, assistant, ...) and text. */
    public record Turn(String role, String text) {}

    private final MnemographClient client;
    private final Map<String, List<Turn>> held = new ConcurrentHashMap<>();

    /** A transcript kept through this client (and its namespace). */
    public ChatTranscript(MnemographClient client) {
        this.client = Objects.requireNonNull(client, "client");
    }

    /** The conversation's messages, oldest first (the last window this transcript was given, else the service's). */
    public List<Turn> turns(String conversation) {
        return List.copyOf(held.computeIfAbsent(conversation, this::read));
    }

    /** Remembers the messages of the window that are new, then holds the window as the conversation's. */
    public void update(String conversation, List<Turn> window) {
        List<Turn> before = held.computeIfAbsent(conversation, this::read);
        for (Turn turn : window.subList(overlap(before, window), window.size())) {
            remember(conversation, turn);
        }
        held.put(conversation, new ArrayList<>(window));
    }

    /** Remembers one message of the conversation, whatever was held before. */
    public void remember(String conversation, Turn turn) {
        client.remember(RememberRequest.builder(turn.text())
                .sessionId(conversation)
                .kind(KIND)
                .metadata(Map.of("role", turn.role()))
                .build());
        held.computeIfPresent(conversation, (id, turns) -> {
            List<Turn> more = new ArrayList<>(turns);
            more.add(turn);
            return more;
        });
    }

    /** Forgets the conversation's message memories (memories of other kinds in its session stay). */
    public void forget(String conversation) {
        messages(conversation).forEach(memory -> client.delete(memory.id()));
        held.remove(conversation);
    }

    /** The ids of the conversations that have messages, in the order of their first message. */
    public List<String> conversations() {
        LinkedHashSet<String> ids = new LinkedHashSet<>();
        client.browseAll(new BrowseQuery(null, null, KIND, null, null, null, 100))
                .forEach(memory -> ids.addAll(memory.sessionIds()));
        return List.copyOf(ids);
    }

    private List<Turn> read(String conversation) {
        List<Turn> turns = new ArrayList<>();
        for (Memory memory : messages(conversation)) {
            Object role = memory.metadata() == null ? null : memory.metadata().get("role");
            turns.add(new Turn(role == null ? "user" : role.toString(), memory.content()));
        }
        return turns;
    }

    private List<Memory> messages(String conversation) {
        return client.browseAll(new BrowseQuery(null, null, KIND, conversation, null, null, 100)).toList();
    }

    /** The largest k such that the last k turns held are the first k of the window. */
    static int overlap(List<Turn> before, List<Turn> window) {
        for (int k = Math.min(before.size(), window.size()); k > 0; k--) {
            if (before.subList(before.size() - k, before.size()).equals(window.subList(0, k))) {
                return k;
            }
        }
        return 0;
    }
}
