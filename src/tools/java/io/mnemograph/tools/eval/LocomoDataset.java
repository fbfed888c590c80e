package io.mnemograph.tools.eval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The LoCoMo conversations of one file, parsed and with their evidence normalised.
 *
 * <p>The file (locomo10.json, CC BY-NC 4.0) is read at run time and never copied into the repository.
 *
 * @param conversations the conversations in file order
 * @param normalisation what evidence normalisation changed, per sample id
 */
public record LocomoDataset(List<Conversation> conversations, Map<String, NormalisationReport> normalisation) {

    /**
     * How long after the last session every question is asked: one day, so that every turn is in the past
     * and a recency-aware system sees the conversation as a user would the day after.
     */
    public static final Duration ASK_DELAY = Duration.ofDays(1);

    /** Copies the list and the map. */
    public LocomoDataset {
        conversations = List.copyOf(conversations);
        normalisation = Map.copyOf(normalisation);
    }

    /** Reads and parses the LoCoMo file at {@code file}. */
    public static LocomoDataset load(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in);
        }
    }

    /** Parses a LoCoMo JSON array of samples from {@code in}; throws LocomoFormatException on a malformed one. */
    public static LocomoDataset read(InputStream in) throws IOException {
        JsonNode root = new ObjectMapper().readTree(in);
        if (root == null || !root.isArray()) {
            throw new LocomoFormatException("a LoCoMo file is a JSON array of samples");
        }
        List<Conversation> conversations = new ArrayList<>();
        Map<String, NormalisationReport> reports = new LinkedHashMap<>();
        for (JsonNode sample : root) {
            SampleParser.Parsed parsed = SampleParser.parse(sample);
            String sampleId = parsed.conversation().sampleId();
            if (reports.put(sampleId, parsed.normalisation()) != null) {
                throw new LocomoFormatException("duplicate sample_id " + sampleId);
            }
            conversations.add(parsed.conversation());
        }
        return new LocomoDataset(conversations, reports);
    }

    /** The instant every question of {@code conversation} is asked at: its last turn's session time plus {@link #ASK_DELAY}. */
    public static Instant askAt(Conversation conversation) {
        return conversation.turns().stream()
                .map(Turn::occurredAt)
                .max(Instant::compareTo)
                .orElseThrow(() -> new IllegalArgumentException(conversation.sampleId() + " has no turns"))
                .plus(ASK_DELAY);
    }

    /** The conversation {@code sampleId}; throws IllegalArgumentException naming the id when absent. */
    public Conversation conversation(String sampleId) {
        return conversations.stream()
                .filter(c -> c.sampleId().equals(sampleId))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no conversation " + sampleId + " in the dataset"));
    }

    /** The conversations {@code selection} names, in its order (file order for {@code all}). */
    public List<Conversation> select(ConversationSelection selection) {
        if (selection.isAll()) {
            return conversations;
        }
        return selection.sampleIds().stream().map(this::conversation).toList();
    }

    /** What evidence normalisation changed in {@code selected}, summed. */
    public NormalisationReport normalisation(Collection<Conversation> selected) {
        return NormalisationReport.sum(selected.stream()
                .map(c -> Objects.requireNonNull(normalisation.get(c.sampleId()), c.sampleId()))
                .toList());
    }
}
