package io.mnemograph.api.request;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import io.mnemograph.api.error.InvalidInput;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;

/**
 * Holds a request body to JSON as RFC 8259 writes it before it is bound: one value and nothing after it, no name twice
 * in one object, and no string or name with a lone UTF-16 surrogate (escaped as {@code \ud800} or sent as the bytes
 * of one), which Neo4j would store as {@code ?}. Each refusal is a 400 naming the field, or {@code body}.
 *
 * <p>Implementation notes: the framework's parser keeps the last of two equal names, stops reading after the first
 * value and decodes lone surrogates without complaint; this check walks the body once with Jackson's streaming parser,
 * which is fast and holds nothing but the names of the objects it is in.
 */
public final class StrictJson {

    private static final JsonFactory FACTORY = new JsonFactory();

    private StrictJson() {}

    /** Refuses {@code body} (non-empty) unless it is exactly one JSON value with unique names and whole strings. */
    static void check(byte[] body) {
        try (JsonParser parser = FACTORY.createParser(body)) {
            Deque<Set<String>> objects = new ArrayDeque<>();
            int depth = 0;
            boolean seenValue = false;
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                if (seenValue && depth == 0) {
                    throw new InvalidInput(
                            "malformed_json",
                            RequestBinder.BODY,
                            "the request body must be one JSON value with nothing after it");
                }
                switch (token) {
                    case START_OBJECT -> {
                        objects.push(new HashSet<>());
                        depth++;
                    }
                    case START_ARRAY -> depth++;
                    case END_OBJECT -> {
                        objects.pop();
                        depth--;
                    }
                    case END_ARRAY -> depth--;
                    case FIELD_NAME -> name(parser, objects.peek());
                    case VALUE_STRING -> requireWhole(parser.getText(), field(parser.getParsingContext()));
                    default -> {}
                }
                seenValue = seenValue || depth == 0;
            }
        } catch (IOException e) {
            throw new InvalidInput(
                    "malformed_json",
                    RequestBinder.BODY,
                    "the request body is not valid JSON: " + firstLine(e.getMessage()));
        }
    }

    /** True when {@code text} has no lone surrogate: every high surrogate is followed by a low one, and only then. */
    public static boolean whole(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    /** The reason a string with a lone surrogate is refused. */
    public static final String LONE_SURROGATE = "must not contain a lone UTF-16 surrogate (half of a character)";

    private static void name(JsonParser parser, Set<String> names) throws IOException {
        String name = parser.currentName();
        JsonStreamContext object = parser.getParsingContext();
        if (!whole(name)) {
            throw new InvalidInput(field(object.getParent()), "has a name with a lone UTF-16 surrogate");
        }
        if (!names.add(name)) {
            throw new InvalidInput(field(object), "appears twice in the same object; send each field once");
        }
    }

    private static void requireWhole(String text, String field) {
        if (!whole(text)) {
            throw new InvalidInput(field, LONE_SURROGATE);
        }
    }

    /** The field the parser is at, as the API names it: {@code memories[1].metadata.k}, or {@code body}. */
    private static String field(JsonStreamContext context) {
        StringBuilder path = new StringBuilder();
        for (JsonStreamContext c = context; c != null && !c.inRoot(); c = c.getParent()) {
            if (c.inArray()) {
                path.insert(0, "[" + Math.max(0, c.getCurrentIndex()) + "]");
            } else if (c.getCurrentName() != null) {
                String name = c.getCurrentName();
                path.insert(0, "." + (name.isBlank() ? '"' + name + '"' : name));
            }
        }
        String field = path.toString();
        return field.isEmpty() ? RequestBinder.BODY : field.startsWith(".") ? field.substring(1) : field;
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unreadable";
        }
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
