package io.mnemograph.springai;

import static org.assertj.core.api.Assertions.assertThat;

import io.mnemograph.client.ChatTranscript;
import io.mnemograph.client.MnemographClient;
import io.mnemograph.client.model.BrowseQuery;
import io.mnemograph.client.model.Memory;
import io.mnemograph.client.model.RememberRequest;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.MessageChatMemoryAdvisor;
import org.springframework.ai.chat.memory.ChatMemory;
import org.springframework.ai.chat.memory.MessageWindowChatMemory;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.messages.MessageType;

/**
 * A {@code ChatClient} with a scripted chat model and the mnemograph advisor and repository, against the running
 * service (clients/run-tests starts one): what was remembered reaches the prompt, and the exchange is remembered.
 */
class ChatClientWithMnemographTest {

    static final String URL = System.getProperty("mnemograph.url", "http://127.0.0.1:8080");

    private final MnemographClient memory =
            MnemographClient.builder(URL).namespace("spring-ai-" + UUID.randomUUID()).build();

    private List<Memory> messagesOf(String session) {
        return memory.browseAll(BrowseQuery.all().session(session))
                .filter(m -> ChatTranscript.KIND.equals(m.kind()))
                .toList();
    }

    @Test
    void advisor_recallsIntoTheSystemMessageBeforeTheCall_andRemembersTheExchangeAfterIt() {
        memory.remember(RememberRequest.builder("Ana is vegetarian, and I'm allergic to shellfish.")
                .sessionId("trip-1").build());
        ScriptedChatModel model = new ScriptedChatModel("No shellfish for you, and a vegetarian menu for Ana.");
        ChatClient chat = ChatClient.builder(model)
                .defaultSystem("You are a travel assistant.")
                .defaultAdvisors(MnemographMemoryAdvisor.builder(memory).limit(3).build())
                .build();

        String answer = chat.prompt().user("Any food allergies or diets to keep in mind?")
                .advisors(a -> a.param(ChatMemory.CONVERSATION_ID, "trip-2"))
                .call().content();

        assertThat(answer).isEqualTo("No shellfish for you, and a vegetarian menu for Ana.");
        String system = model.last().getSystemMessage().getText();
        assertThat(system).startsWith("You are a travel assistant.").contains(MnemographMemoryAdvisor.HEADING)
                .contains("- Ana is vegetarian, and I'm allergic to shellfish.");
        assertThat(messagesOf("trip-2")).extracting(Memory::content)
                .containsExactly("Any food allergies or diets to keep in mind?", answer);
        assertThat(messagesOf("trip-2")).extracting(m -> m.metadata().get("role")).containsExactly("user", "assistant");
    }

    @Test
    void repository_underMessageChatMemoryAdvisor_keepsTheWindowAndRemembersEachMessageOnce() {
        ScriptedChatModel model = new ScriptedChatModel("Lovely, Lisbon in May.", "You land at 14:20.");
        MnemographChatMemoryRepository repository = new MnemographChatMemoryRepository(memory);
        ChatMemory window = MessageWindowChatMemory.builder().chatMemoryRepository(repository).maxMessages(10).build();
        ChatClient chat = ChatClient.builder(model)
                .defaultAdvisors(MessageChatMemoryAdvisor.builder(window).build(),
                        MnemographMemoryAdvisor.builder(memory).rememberExchange(false).build())
                .build();

        chat.prompt().user("We fly to Lisbon on May 12th, landing at 14:20.")
                .advisors(a -> a.param(ChatMemory.CONVERSATION_ID, "trip-5")).call().content();
        chat.prompt().user("When do we land?").advisors(a -> a.param(ChatMemory.CONVERSATION_ID, "trip-5"))
                .call().content();

        assertThat(model.last().getInstructions()).extracting(Message::getMessageType)
                .contains(MessageType.USER, MessageType.ASSISTANT);
        assertThat(messagesOf("trip-5")).extracting(Memory::content).containsExactly(
                "We fly to Lisbon on May 12th, landing at 14:20.", "Lovely, Lisbon in May.", "When do we land?",
                "You land at 14:20.");
        assertThat(new MnemographChatMemoryRepository(memory).findByConversationId("trip-5")).hasSize(4);
        assertThat(repository.findConversationIds()).containsExactly("trip-5");
        repository.deleteByConversationId("trip-5");
        assertThat(messagesOf("trip-5")).isEmpty();
    }
}
