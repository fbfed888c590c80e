package io.mnemograph.langchain4j;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.memory.chat.ChatMemoryProvider;
import dev.langchain4j.memory.chat.MessageWindowChatMemory;
import dev.langchain4j.store.memory.chat.ChatMemoryStore;
import io.mnemograph.client.ChatTranscript;
import io.mnemograph.client.MnemographClient;
import java.util.List;
import java.util.Objects;

/**
 * A LangChain4j {@link ChatMemoryStore} on mnemograph: every user and AI message of a conversation is remembered once,
 * as a memory of kind {@value ChatTranscript#KIND} in the session named by the chat memory id, with its role in the
 * metadata ({@link ChatTranscript}); a restarted agent reads the conversation back. Wrap it in a
 * {@code MessageWindowChatMemory} to keep the recent turns in the prompt; the memories stay recallable after the
 * window drops them. System messages and tool calls are not remembered. With a retriever, build the AI service with
 * {@code storeRetrievedContentInChatMemory(false)}, else the user messages are remembered with the retrieved
 * memories in them.
 */
public final class MnemographChatMemoryStore implements ChatMemoryStore {

    /** The kind of the memories of chat messages. */
    public static final String KIND = ChatTranscript.KIND;

    private final ChatTranscript transcript;

    /** A store that remembers through this client (and its namespace). */
    public MnemographChatMemoryStore(MnemographClient client) {
        this.transcript = new ChatTranscript(client);
    }

    /**
     * A chat memory per conversation that keeps its last {@code maxMessages} messages in the prompt, on a store of
     * this client: what {@code AiServices.chatMemoryProvider} takes.
     */
    public static ChatMemoryProvider windows(MnemographClient client, int maxMessages) {
        MnemographChatMemoryStore store = new MnemographChatMemoryStore(client);
        return id -> MessageWindowChatMemory.builder().id(id).maxMessages(maxMessages).chatMemoryStore(store).build();
    }

    @Override
    public List<ChatMessage> getMessages(Object memoryId) {
        return transcript.turns(session(memoryId)).stream().map(MnemographChatMemoryStore::message).toList();
    }

    @Override
    public void updateMessages(Object memoryId, List<ChatMessage> messages) {
        transcript.update(session(memoryId), messages.stream()
                .map(MnemographChatMemoryStore::turn)
                .filter(Objects::nonNull)
                .toList());
    }

    /** Forgets the conversation's message memories (memories of other kinds in the session stay). */
    @Override
    public void deleteMessages(Object memoryId) {
        transcript.forget(session(memoryId));
    }

    private static ChatMessage message(ChatTranscript.Turn turn) {
        return "assistant".equals(turn.role()) ? AiMessage.from(turn.text()) : UserMessage.from(turn.text());
    }

    /** The turn of a user or AI message with text, else null (not remembered). */
    private static ChatTranscript.Turn turn(ChatMessage message) {
        String text = null;
        if (message instanceof UserMessage user && user.hasSingleText()) {
            text = user.singleText();
        } else if (message instanceof AiMessage ai && !ai.hasToolExecutionRequests()) {
            text = ai.text();
        }
        if (text == null || text.isBlank()) {
            return null;
        }
        return new ChatTranscript.Turn(message instanceof AiMessage ? "assistant" : "user", text);
    }

    private static String session(Object memoryId) {
        return String.valueOf(Objects.requireNonNull(memoryId, "memoryId"));
    }
}
