package io.mnemograph.springai;

import io.mnemograph.client.ChatTranscript;
import io.mnemograph.client.MnemographClient;
import io.mnemograph.client.model.RecallRequest;
import io.mnemograph.client.model.RecallResult;
import java.util.List;
import java.util.Objects;
import org.springframework.ai.chat.client.ChatClientRequest;
import org.springframework.ai.chat.client.ChatClientResponse;
import org.springframework.ai.chat.client.advisor.api.Advisor;
import org.springframework.ai.chat.client.advisor.api.AdvisorChain;
import org.springframework.ai.chat.client.advisor.api.BaseAdvisor;
import org.springframework.ai.chat.memory.ChatMemory;
import org.springframework.ai.chat.messages.SystemMessage;
import org.springframework.ai.chat.messages.UserMessage;

/**
 * A Spring AI advisor that gives the model what mnemograph remembers, the role of {@code VectorStoreChatMemoryAdvisor}:
 * before the call it recalls the memories relevant to the user's message (in the conversation's session, so its
 * recent memories are primed) into the system message; after it, it remembers the user's message and the answer in
 * that session. The conversation is the request's {@link ChatMemory#CONVERSATION_ID} parameter (default
 * {@value ChatMemory#DEFAULT_CONVERSATION_ID}). Beside a {@code MessageChatMemoryAdvisor} over
 * {@link MnemographChatMemoryRepository}, which remembers the messages itself, build it with
 * {@code rememberExchange(false)}.
 */
public final class MnemographMemoryAdvisor implements BaseAdvisor {

    /** The heading of the recalled memories in the system message. */
    public static final String HEADING = "Relevant memories (most relevant first):";

    private static final String QUESTION = MnemographMemoryAdvisor.class.getName() + ".question";

    private final MnemographClient client;
    private final ChatTranscript transcript;
    private final int limit;
    private final Double threshold;
    private final boolean rememberExchange;
    private final int order;

    private MnemographMemoryAdvisor(Builder builder) {
        this.client = builder.client;
        this.transcript = new ChatTranscript(builder.client);
        this.limit = builder.limit;
        this.threshold = builder.threshold;
        this.rememberExchange = builder.rememberExchange;
        this.order = builder.order;
    }

    /** A builder of an advisor that recalls and remembers through this client (and its namespace). */
    public static Builder builder(MnemographClient client) {
        return new Builder(client);
    }

    @Override
    public ChatClientRequest before(ChatClientRequest request, AdvisorChain chain) {
        UserMessage user = request.prompt().getUserMessage();
        String question = user == null ? null : user.getText();
        if (question == null || question.isBlank()) {
            return request;
        }
        RecallRequest.Builder recall =
                RecallRequest.builder(question).limit(limit).sessionId(conversation(request.context().get(
                        ChatMemory.CONVERSATION_ID)));
        if (threshold != null) {
            recall.threshold(threshold);
        }
        List<RecallResult> results = client.recall(recall.build()).results();
        ChatClientRequest.Builder next = request.mutate().context(QUESTION, question);
        if (!results.isEmpty()) {
            StringBuilder memories = new StringBuilder(HEADING);
            results.forEach(result -> memories.append("\n- ").append(result.content()));
            next.prompt(request.prompt().augmentSystemMessage(system -> new SystemMessage(
                    system.getText() == null || system.getText().isBlank()
                            ? memories.toString()
                            : system.getText() + "\n\n" + memories)));
        }
        return next.build();
    }

    @Override
    public ChatClientResponse after(ChatClientResponse response, AdvisorChain chain) {
        Object question = response.context().get(QUESTION);
        if (!rememberExchange || question == null || response.chatResponse() == null
                || response.chatResponse().getResult() == null) {
            return response;
        }
        String conversation = conversation(response.context().get(ChatMemory.CONVERSATION_ID));
        transcript.remember(conversation, new ChatTranscript.Turn("user", question.toString()));
        String answer = response.chatResponse().getResult().getOutput().getText();
        if (answer != null && !answer.isBlank()) {
            transcript.remember(conversation, new ChatTranscript.Turn("assistant", answer));
        }
        return response;
    }

    @Override
    public int getOrder() {
        return order;
    }

    private static String conversation(Object id) {
        return id == null ? ChatMemory.DEFAULT_CONVERSATION_ID : id.toString();
    }

    /** The advisor's settings; the defaults are the service's (limit 5, threshold 0.3) and remember on. */
    public static final class Builder {
        private final MnemographClient client;
        private int limit = 5;
        private Double threshold;
        private boolean rememberExchange = true;
        private int order = Advisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER;

        private Builder(MnemographClient client) {
            this.client = Objects.requireNonNull(client, "client");
        }

        /** Most memories recalled into the prompt, 1..100 (default 5). */
        public Builder limit(int value) {
            limit = value;
            return this;
        }

        /** The lowest score of a memory reached only through associations (default: the service's, 0.3). */
        public Builder threshold(Double value) {
            threshold = value;
            return this;
        }

        /** Whether the user's message and the answer are remembered after the call (default true). */
        public Builder rememberExchange(boolean value) {
            rememberExchange = value;
            return this;
        }

        /** The advisor's place in the chain (default: that of the chat memory advisors). */
        public Builder order(int value) {
            order = value;
            return this;
        }

        /** The advisor. */
        public MnemographMemoryAdvisor build() {
            return new MnemographMemoryAdvisor(this);
        }
    }
}
