package io.mnemograph.tools.eval;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses one LoCoMo sample (a JSON object of locomo10.json) into a {@link Conversation}.
 *
 * <p>Sessions are the keys {@code session_<N>} holding a list of turns, taken in order of {@code N}; each needs
 * its {@code session_<N>_date_time}. Date keys without a turn list (conv-26 has them for sessions 20 to 35)
 * are ignored. Turn fields other than {@code speaker}, {@code dia_id}, {@code text} and {@code blip_caption}
 * ({@code img_url}, {@code query}, ...) are ignored, as are the sample's summaries and observations.
 */
final class SampleParser {

    private static final Pattern SESSION_KEY = Pattern.compile("session_(\\d{1,6})");

    private SampleParser() {}

    /** The parsed sample: its conversation and what evidence normalisation changed in it. */
    record Parsed(Conversation conversation, NormalisationReport normalisation) {}

    /** Parses {@code sample}; throws LocomoFormatException naming the sample and field on a malformed one. */
    static Parsed parse(JsonNode sample) {
        String sampleId = text(sample, "sample_id", "sample");
        JsonNode conversation = required(sample, "conversation", sampleId);
        List<Turn> turns = turns(conversation, sampleId);
        Set<String> turnIds = new HashSet<>();
        for (Turn turn : turns) {
            if (!turnIds.add(turn.diaId())) {
                throw new LocomoFormatException(sampleId + ": duplicate dia_id " + turn.diaId());
            }
        }
        EvidenceNormaliser normaliser = new EvidenceNormaliser(sampleId, turnIds);
        List<Question> questions = new ArrayList<>();
        JsonNode qa = required(sample, "qa", sampleId);
        for (int i = 0; i < qa.size(); i++) {
            normaliser
                    .normalise(rawQuestion(qa.get(i), sampleId + " qa[" + i + "]"))
                    .ifPresent(questions::add);
        }
        return new Parsed(new Conversation(sampleId, turns, questions), normaliser.report());
    }

    private static List<Turn> turns(JsonNode conversation, String sampleId) {
        Map<Integer, JsonNode> sessions = new TreeMap<>();
        for (Map.Entry<String, JsonNode> field : conversation.properties()) {
            Matcher matcher = SESSION_KEY.matcher(field.getKey());
            if (matcher.matches() && field.getValue().isArray()) {
                sessions.put(Integer.parseInt(matcher.group(1)), field.getValue());
            }
        }
        List<Turn> turns = new ArrayList<>();
        sessions.forEach((session, list) -> {
            String dateKey = "session_" + session + "_date_time";
            String where = sampleId + " " + dateKey;
            Instant occurredAt = parseDate(text(conversation, dateKey, sampleId), where);
            for (int i = 0; i < list.size(); i++) {
                String turnWhere = sampleId + " session_" + session + "[" + i + "]";
                JsonNode turn = list.get(i);
                JsonNode caption = turn.get("blip_caption");
                JsonNode said = turn.get("date_time");
                turns.add(new Turn(
                        text(turn, "dia_id", turnWhere),
                        text(turn, "speaker", turnWhere),
                        text(turn, "text", turnWhere),
                        caption == null || caption.isNull() ? null : caption.asText(),
                        said == null || said.isNull() ? occurredAt : parseDate(said.asText(), turnWhere),
                        session));
            }
        });
        return turns;
    }

    private static Instant parseDate(String text, String where) {
        try {
            return SessionDateTimes.parse(text);
        } catch (IllegalArgumentException e) {
            throw new LocomoFormatException(where + ": " + e.getMessage(), e);
        }
    }

    private static RawQuestion rawQuestion(JsonNode qa, String where) {
        JsonNode categoryNode = required(qa, "category", where);
        int category = categoryNode.asInt();
        if (!categoryNode.isInt() || category < 1 || category > Category.ADVERSARIAL) {
            throw new LocomoFormatException(where + ": category " + categoryNode + " is not 1 to 5");
        }
        List<String> evidence = new ArrayList<>();
        required(qa, "evidence", where).forEach(id -> evidence.add(id.asText()));
        JsonNode answer = qa.get("answer");
        JsonNode askedAt = qa.get("asked_at");
        return new RawQuestion(
                text(qa, "question", where),
                category,
                evidence,
                answer == null || answer.isNull() ? null : answer.asText(),
                askedAt == null || askedAt.isNull() ? null : parseDate(text(qa, "asked_at", where), where));
    }

    private static String text(JsonNode node, String field, String where) {
        JsonNode value = required(node, field, where);
        if (!value.isValueNode()) {
            throw new LocomoFormatException(where + ": " + field + " is not a value");
        }
        return value.asText();
    }

    private static JsonNode required(JsonNode node, String field, String where) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            throw new LocomoFormatException(where + ": missing " + field);
        }
        return value;
    }
}
