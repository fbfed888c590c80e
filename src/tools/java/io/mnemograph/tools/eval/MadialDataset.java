package io.mnemograph.tools.eval;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MADial-Bench English (He et al., "MADial-Bench: Towards Real-world Evaluation of Memory-Augmented Dialogue
 * Generation", 2024; MIT): the memory file and one dialogue file, parsed into memories to store and cue questions.
 *
 * <p>The files are read at run time and never copied into the repository. Both are JSON Lines:
 * <ul>
 *   <li>memories: one object per line, {@code {"<id>": {"time": "YYYY-MM-DD", "scene", "emotion", "event"}}}; the
 *       memory text is {@code event}, stored as of {@code time} at 00:00 UTC;</li>
 *   <li>dialogues: {@code {"dialogue": [lines, the first "<BOD>"], "test-turn": [indexes], "relevant-id": [memory
 *       ids], "user-id": n}}. The question is the cue: the last {@value #CUE_LINES} dialogue lines before the first
 *       test turn ({@code dialogue[1:test_turn][-3:]}), each stripped, joined by a newline; its evidence is
 *       {@code relevant-id}; its group the user's name ({@code <Bart>: ...} gives {@code Bart}).</li>
 * </ul>
 * Blank lines are skipped. A malformed line fails with a {@link MadialFormatException} naming the file, line and
 * field; a gold id that names no memory of the memory file fails too.
 *
 * @param memories every memory, in file order, keyed by its id
 * @param questions one cue question per dialogue, in file order
 */
public record MadialDataset(List<EvalMemory> memories, List<Question> questions) {

    /** How many dialogue lines before the test turn make the cue. */
    public static final int CUE_LINES = 3;

    /** The kind the memories are stored with. */
    static final String KIND = "event";

    private static final Pattern SPEAKER = Pattern.compile("^<([^<>]+)>\\s*:");
    private static final String ASSISTANT = "Assistant";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Copies the lists. */
    public MadialDataset {
        memories = List.copyOf(memories);
        questions = List.copyOf(questions);
    }

    /** Reads and parses {@code memoryFile} and {@code dialogueFile}. */
    public static MadialDataset load(Path memoryFile, Path dialogueFile) throws IOException {
        List<EvalMemory> memories = memories(memoryFile);
        Map<String, EvalMemory> byKey = new LinkedHashMap<>();
        memories.forEach(m -> byKey.put(m.key(), m));
        return new MadialDataset(memories, questions(dialogueFile, byKey));
    }

    private static List<EvalMemory> memories(Path file) throws IOException {
        List<EvalMemory> memories = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < lines.size(); i++) {
            JsonNode line = line(file, i, lines.get(i));
            if (line == null) {
                continue;
            }
            String where = file.getFileName() + " line " + (i + 1);
            if (line.size() != 1) {
                throw new MadialFormatException(where + ": a memory line is one object {\"<id>\": {...}}");
            }
            var entry = line.fields().next();
            String id = entry.getKey();
            JsonNode memory = entry.getValue();
            if (!seen.add(id)) {
                throw new MadialFormatException(where + ": duplicate memory id " + id);
            }
            String event = text(memory, "event", where + ", memory " + id);
            String time = text(memory, "time", where + ", memory " + id);
            Instant occurredAt;
            try {
                occurredAt = LocalDate.parse(time).atStartOfDay(ZoneOffset.UTC).toInstant();
            } catch (DateTimeParseException e) {
                throw new MadialFormatException(
                        where + ", memory " + id + ": time \"" + time + "\" is not a date YYYY-MM-DD", e);
            }
            memories.add(new EvalMemory(id, event, occurredAt, KIND, null));
        }
        return memories;
    }

    private static List<Question> questions(Path file, Map<String, EvalMemory> memories) throws IOException {
        List<Question> questions = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            JsonNode line = line(file, i, lines.get(i));
            if (line != null) {
                questions.add(question(line, file.getFileName() + " line " + (i + 1), memories));
            }
        }
        return questions;
    }

    private static Question question(JsonNode line, String where, Map<String, EvalMemory> memories) {
        List<String> dialogue = new ArrayList<>();
        array(line, "dialogue", where).forEach(l -> dialogue.add(l.asText().strip()));
        JsonNode testTurns = array(line, "test-turn", where);
        if (testTurns.isEmpty() || !testTurns.get(0).canConvertToInt()) {
            throw new MadialFormatException(where + ": test-turn needs an index");
        }
        int testTurn = testTurns.get(0).asInt();
        if (testTurn < 2 || testTurn >= dialogue.size()) {
            throw new MadialFormatException(where + ": test-turn " + testTurn + " must lie in [2, "
                    + (dialogue.size() - 1) + "], after at least one dialogue line");
        }
        List<String> before = dialogue.subList(1, testTurn);
        String cue = String.join("\n", before.subList(Math.max(0, before.size() - CUE_LINES), before.size()));
        List<String> evidence = new ArrayList<>();
        for (JsonNode id : array(line, "relevant-id", where)) {
            String key = id.asText();
            if (!memories.containsKey(key)) {
                throw new MadialFormatException(where + ": relevant-id " + key + " names no memory");
            }
            if (!evidence.contains(key)) {
                evidence.add(key);
            }
        }
        if (evidence.isEmpty()) {
            throw new MadialFormatException(where + ": relevant-id is empty");
        }
        return new Question(cue, user(dialogue, line.path("user-id").asText("?")), evidence, dialogue.get(testTurn));
    }

    /** The name of the first speaker who is not the assistant, or {@code user <id>}. */
    private static String user(List<String> dialogue, String userId) {
        for (String line : dialogue) {
            Matcher speaker = SPEAKER.matcher(line);
            if (speaker.find() && !speaker.group(1).strip().equals(ASSISTANT)) {
                return speaker.group(1).strip();
            }
        }
        return "user " + userId;
    }

    private static JsonNode line(Path file, int index, String text) {
        if (text.isBlank()) {
            return null;
        }
        try {
            JsonNode node = JSON.readTree(text);
            if (!node.isObject()) {
                throw new MadialFormatException(file.getFileName() + " line " + (index + 1) + ": not a JSON object");
            }
            return node;
        } catch (JsonProcessingException e) {
            throw new MadialFormatException(
                    file.getFileName() + " line " + (index + 1) + ": not JSON: " + e.getOriginalMessage(), e);
        }
    }

    private static JsonNode array(JsonNode node, String field, String where) {
        JsonNode value = node.get(field);
        if (value == null || !value.isArray()) {
            throw new MadialFormatException(where + ": " + field + " must be a list");
        }
        return value;
    }

    private static String text(JsonNode node, String field, String where) {
        JsonNode value = node.get(field);
        if (value == null || !value.isTextual() || value.asText().isBlank()) {
            throw new MadialFormatException(where + ": " + field + " must be non-blank text");
        }
        return value.asText();
    }
}
