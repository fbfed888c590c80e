package io.mnemograph.springai;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.Prompt;

/** A chat model that answers from a script and keeps every prompt it was sent. */
final class ScriptedChatModel implements ChatModel {

    final List<Prompt> prompts = new ArrayList<>();
    private final Deque<String> answers = new ArrayDeque<>();

    ScriptedChatModel(String... script) {
        answers.addAll(List.of(script));
    }

    @Override
    public ChatResponse call(Prompt prompt) {
        prompts.add(prompt);
        return new ChatResponse(List.of(new Generation(new AssistantMessage(answers.poll()))));
    }

    Prompt last() {
        return prompts.get(prompts.size() - 1);
    }
}
