package io.mnemograph.api.mcp;

import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.api.request.StrictJson;
import java.util.List;
import java.util.Map;

/**
 * Refuses a tool call's arguments holding a lone UTF-16 surrogate in a name or a string, as the HTTP routes refuse such
 * a body ({@link StrictJson}): an {@code invalid_input} naming the field, where the arguments' JSON could not even be
 * written (issue 46: an {@code internal_error} with a stack trace in the log).
 */
final class WholeArguments {

    private WholeArguments() {}

    /** Throws {@link InvalidInput} for the first name or string of {@code arguments} (null for none) that is not whole. */
    static void check(Map<String, Object> arguments) {
        if (arguments != null) {
            check("arguments", "", arguments);
        }
    }

    private static void check(String field, String path, Object value) {
        if (value instanceof String text && !StrictJson.whole(text)) {
            throw new InvalidInput(field, StrictJson.LONE_SURROGATE);
        }
        if (value instanceof Map<?, ?> object) {
            for (Map.Entry<?, ?> entry : object.entrySet()) {
                String name = String.valueOf(entry.getKey());
                if (!StrictJson.whole(name)) {
                    throw new InvalidInput(field, "has a name with a lone UTF-16 surrogate");
                }
                String inner = path.isEmpty() ? name : path + "." + name;
                check(inner, inner, entry.getValue());
            }
        }
        if (value instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                String inner = path + "[" + i + "]";
                check(inner, inner, list.get(i));
            }
        }
    }
}
