package io.mnemograph.springai;

import io.mnemograph.client.ChatTranscript;
import io.mnemograph.client.MnemographClient;
import java.util.List;
import java.util.Objects;
import org.springframework.ai.chat.memory.ChatMemoryRepository;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.messages.MessageType;
import org.springframework.ai.chat.messages.UserMessage;

/**
 * A Spring AI {@link ChatMemoryRepository} backed by mnemograph sessions: a conversation is the session of its id,
 * each user and assistant message a memory of kind {@value ChatTranscript#KIND} remembered once, with its role in
 * the metadata ({@link ChatTranscript}). Under a {@code MessageWindowChatMemory} the window is the prompt's, and
 * the messages it drops stay recallable memories. System and tool messages are not remembered.
 */
public final class MnemographChatMemoryRepository implements ChatMemoryRepository {

    private final ChatTranscript transcript;

    /** A repository that remembers through this client (and its namespace). */
    public MnemographChatMemoryRepository(MnemographClient client) {
        this.transcript = new ChatTranscript(client);
    }

    @Override
    public List<String> findConversationIds() {
        return transcript.conversations();
    }

    @Override
    public List<Message> findByConversationId(String conversationId) {
        return transcript.turns(conversationId).stream().map(MnemographChatMemoryRepository::message).toList();
    }

    @Override
    public void saveAll(String conversationId, List<Message> messages) {
        transcript.update(conversationId, messages.stream()
                .map(MnemographChatMemoryRepository::turn)
                .filter(Objects::nonNull)
                .toList());
    }

    /** Forgets the conversation's message memories (memories of other kinds in the session stay). */
    @Override
    public void deleteByConversationId(String conversationId) {
        transcript.forget(conversationId);
    }

    private static Message message(ChatTranscript.Turn turn) {
        return "assistant".equals(turn.role()) ? new AssistantMessage(turn.text()) : new UserMessage(turn.text());
    }

    /** The turn of a user or assistant message with text, else null (not remembered). */
    static ChatTranscript.Turn turn(Message message) {
        MessageType type = message.getMessageType();
        String text = message.getText();
        if ((type != MessageType.USER && type != MessageType.ASSISTANT) || text == null || text.isBlank()) {
            return null;
        }
        return new ChatTranscript.Turn(type == MessageType.USER ? "user" : "assistant", text);
    }
}
