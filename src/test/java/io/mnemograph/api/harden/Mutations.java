package io.mnemograph.api.harden;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;

/** The mutations of a valid request, chosen by a seeded random. */
final class Mutations {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Stands for a raw value while the body is a tree: replaced by the value's text after serialising. */
    private static final String HOSTILE = "@@hostile@@";

    /** Raw JSON values to put where a valid one was. */
    static final List<String> VALUES = List.of(
            "null",
            "\"\"",
            "\" \"",
            "\"\\u0000\"",
            "\"\\ud800\"",
            "\"\\udc00x\"",
            "1e309",
            "-1",
            "0",
            "9223372036854775808",
            "1.5",
            "true",
            "[]",
            "{}",
            "[null]",
            "\"not-a-uuid\"",
            "\"3f2b9c1e-0000-4000-8000-000000000009\"",
            "\"2024-13-45T99:99:99Z\"",
            "\"" + "w".repeat(40_000) + "\"",
            "{\"a\": ".repeat(40) + "1" + "}".repeat(40),
            "[".repeat(2_000) + "]".repeat(2_000),
            "\"MATCH (n) DETACH DELETE n\"",
            "\"../../etc\"",
            "-0",
            "[\"a\", 1]",
            "{\"x\": 1}",
            "\"fuzz\"",
            "\"fuzz-other\"",
            "3.7");

    static final List<String> QUERIES = List.of(
            "&limit=0",
            "&limit=-1",
            "&limit=99999999999",
            "&cursor=%00",
            "&namespace=",
            "&namespace=%C3%28",
            "&namespace=a&namespace=b",
            "&vectors=maybe",
            "&top=NaN",
            "&kind=%FF",
            "&source=x",
            "&cursor=" + "A".repeat(300));
    static final List<String> IDS = List.of(
            "not-a-uuid",
            "%00",
            "..%2F..",
            "3f2b9c1e-0000-4000-8000-000000000009",
            "a".repeat(300),
            "%F0%9F%98%80",
            "null");

    private Mutations() {}

    /** The path and body after 0 to 2 mutations. */
    static String[] apply(Random random, String path, String body, boolean rpc) throws Exception {
        int count = random.nextInt(3);
        for (int i = 0; i < count; i++) {
            int kind = random.nextInt(rpc ? 9 : 8);
            if (kind <= 3 && object(body) != null) {
                body = field(random, body, kind);
            } else if (kind == 4 && body != null) {
                body = body.substring(0, random.nextInt(body.length()));
            } else if (kind == 5 && body != null) {
                body = body + (random.nextBoolean() ? "{\"x\": 1}" : " []");
            } else if (kind == 6) {
                path = path + (path.contains("?") ? "" : "?") + QUERIES.get(random.nextInt(QUERIES.size()));
            } else if (kind == 7) {
                path = path.replaceFirst("[0-9a-f]{8}-[0-9a-f-]{27}", IDS.get(random.nextInt(IDS.size())));
            } else if (kind == 8) {
                body = rpcEnvelope(random, body);
            }
        }
        return new String[] {path, body};
    }

    /** Drops (0), replaces (1), adds (2) or repeats (3) a field of the body, at any depth. */
    private static String field(Random random, String body, int kind) throws Exception {
        ObjectNode root = object(body);
        List<ObjectNode> objects = new ArrayList<>();
        collect(root, objects);
        ObjectNode target = objects.get(random.nextInt(objects.size()));
        List<String> names = new ArrayList<>();
        target.fieldNames().forEachRemaining(names::add);
        String value = VALUES.get(random.nextInt(VALUES.size()));
        if (names.isEmpty() || kind == 2) {
            target.put("unknown_" + random.nextInt(3), HOSTILE);
        } else {
            String name = names.get(random.nextInt(names.size()));
            if (kind == 0) {
                target.remove(name);
            } else if (kind == 1) {
                target.put(name, HOSTILE);
            } else {
                String text = JSON.writeValueAsString(root);
                return text.replaceFirst(
                        "\"" + java.util.regex.Pattern.quote(name) + "\":",
                        java.util.regex.Matcher.quoteReplacement("\"" + name + "\":" + value + ",\"" + name + "\":"));
            }
        }
        return JSON.writeValueAsString(root).replace("\"" + HOSTILE + "\"", value);
    }

    /** The body as a JSON object, or null when an earlier mutation left it none. */
    private static ObjectNode object(String body) {
        try {
            return body != null && JSON.readTree(body) instanceof ObjectNode root ? root : null;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            return null;
        }
    }

    private static void collect(JsonNode node, List<ObjectNode> objects) {
        if (node instanceof ObjectNode object) {
            objects.add(object);
        }
        if (node instanceof ObjectNode || node instanceof ArrayNode) {
            for (Iterator<JsonNode> it = node.elements(); it.hasNext(); ) {
                collect(it.next(), objects);
            }
        }
    }

    /** Breaks the JSON-RPC envelope: params, id, method or version. */
    private static String rpcEnvelope(Random random, String body) throws Exception {
        ObjectNode root = object(body);
        if (root == null) {
            return body;
        }
        String value = VALUES.get(random.nextInt(VALUES.size()));
        switch (random.nextInt(5)) {
            case 0 -> root.remove("params");
            case 1 -> root.put("params", HOSTILE);
            case 2 -> root.put("id", HOSTILE);
            case 3 ->
                root.put(
                        "method",
                        List.of("tools/call", "tools/list", "resources/list", "prompts/get", "", "nope", "initialize")
                                .get(random.nextInt(7)));
            default -> root.put("jsonrpc", HOSTILE);
        }
        return JSON.writeValueAsString(root).replace("\"" + HOSTILE + "\"", value);
    }
}
