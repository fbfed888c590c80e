package io.mnemograph.langchain4j;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.rag.content.Content;
import dev.langchain4j.rag.content.ContentMetadata;
import dev.langchain4j.rag.query.Metadata;
import dev.langchain4j.rag.query.Query;
import dev.langchain4j.service.AiServices;
import dev.langchain4j.service.MemoryId;
import io.mnemograph.client.MnemographClient;
import io.mnemograph.client.model.BrowseQuery;
import io.mnemograph.client.model.Memory;
import io.mnemograph.client.model.RememberRequest;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * An {@code AiServices} assistant with a scripted chat model, the mnemograph retriever and the mnemograph chat memory
 * store, against the running service (clients/run-tests starts one): what was remembered reaches the prompt, and
 * every exchange is remembered once in the conversation's session.
 */
class AssistantWithMnemographTest {

    private static final String URL = System.getProperty("mnemograph.url", "http://127.0.0.1:8080");

    /** The assistant under test: one conversation per memory id. */
    interface Assistant {
        String chat(@MemoryId String conversation, @dev.langchain4j.service.UserMessage String message);
    }

    /** A chat model that answers from a script and keeps every request it was sent. */
    static final class ScriptedChatModel implements ChatModel {
        final Deque<String> answers = new ArrayDeque<>();
        final List<ChatRequest> requests = new ArrayList<>();

        ScriptedChatModel(String... script) {
            answers.addAll(List.of(script));
        }

        @Override
        public ChatResponse doChat(ChatRequest request) {
            requests.add(request);
            return ChatResponse.builder().aiMessage(AiMessage.from(answers.poll())).build();
        }

        String lastUserText() {
            List<ChatMessage> messages = requests.get(requests.size() - 1).messages();
            return ((UserMessage) messages.get(messages.size() - 1)).singleText();
        }
    }

    private final MnemographClient memory =
            MnemographClient.builder(URL).namespace("langchain4j-" + UUID.randomUUID()).build();

    private Assistant assistant(ScriptedChatModel model) {
        return AiServices.builder(Assistant.class)
                .chatModel(model)
                .storeRetrievedContentInChatMemory(false)
                .contentRetriever(MnemographContentRetriever.builder(memory).limit(3).build())
                .chatMemoryProvider(MnemographChatMemoryStore.windows(memory, 10))
                .build();
    }

    private List<Memory> messagesOf(String session) {
        return memory.browseAll(BrowseQuery.all().session(session))
                .filter(m -> MnemographChatMemoryStore.KIND.equals(m.kind()))
                .toList();
    }

    @Test
    void chat_recallsWhatWasRememberedIntoThePrompt_andRemembersTheExchangeOnce() {
        memory.remember(RememberRequest.builder("Ana is vegetarian, and I'm allergic to shellfish.")
                .sessionId("trip-1").build());
        ScriptedChatModel model = new ScriptedChatModel(
                "No shellfish for you, and a vegetarian menu for Ana.", "The Hotel Avenida, near Rossio.");
        Assistant assistant = assistant(model);

        String answer = assistant.chat("trip-2", "Any food allergies or diets to keep in mind?");

        assertEquals("No shellfish for you, and a vegetarian menu for Ana.", answer);
        assertTrue(model.lastUserText().contains("allergic to shellfish"), model.lastUserText());
        List<Memory> exchange = messagesOf("trip-2");
        assertEquals(List.of("Any food allergies or diets to keep in mind?", answer),
                exchange.stream().map(Memory::content).toList());
        assertEquals(List.of("user", "assistant"), exchange.stream().map(m -> m.metadata().get("role")).toList());

        assistant.chat("trip-2", "Which hotel did we book?");

        assertEquals(4, messagesOf("trip-2").size());
        List<ChatMessage> restarted = new MnemographChatMemoryStore(memory).getMessages("trip-2");
        assertEquals(4, restarted.size());
        assertEquals(AiMessage.from("The Hotel Avenida, near Rossio."), restarted.get(3));
        assertEquals(3, model.requests.get(1).messages().size(), "the window holds the first exchange and the question");
    }

    @Test
    void retrieve_givesEachMemoryWithItsScoreAndId_inTheChatsSession() {
        String id = memory.remember(RememberRequest.builder("Our flight lands at 14:20 on May 12th.")
                .sessionId("trip-3").build()).id();
        MnemographContentRetriever retriever = MnemographContentRetriever.builder(memory).limit(1).threshold(0.2).build();

        List<Content> contents = retriever.retrieve(
                Query.from("When does the flight land?", Metadata.from(UserMessage.from("q"), "trip-3", List.of())));

        assertEquals(1, contents.size());
        Content content = contents.get(0);
        assertEquals(id, content.metadata().get(ContentMetadata.EMBEDDING_ID));
        assertTrue((Double) content.metadata().get(ContentMetadata.SCORE) > 0);
        assertEquals(id, content.textSegment().metadata().getString("memory_id"));
        assertEquals("direct", content.textSegment().metadata().getString("via"));
    }

    @Test
    void deleteMessages_forgetsTheConversationsMessagesOnly() {
        memory.remember(RememberRequest.builder("A note of the session, not a message.").sessionId("trip-4").build());
        MnemographChatMemoryStore store = new MnemographChatMemoryStore(memory);
        store.updateMessages("trip-4", List.of(UserMessage.from("hello"), AiMessage.from("hi")));

        store.deleteMessages("trip-4");

        assertTrue(messagesOf("trip-4").isEmpty());
        assertEquals(1, memory.browse(BrowseQuery.all().session("trip-4")).memories().size());
        assertTrue(store.getMessages("trip-4").isEmpty());
    }
}
