package io.mnemograph.embedding;

import java.util.regex.Pattern;

/**
 * A further way a memory is read: a model whose vectors a memory keeps beside its primary one, in the property
 * {@code embedding_<name>} with the vector indexes {@code memory_embedding_<name>} (hot) and
 * {@code memory_embedding_<name>_cold}. The primary channel keeps {@code embedding} and {@code memory_embedding(_cold)}.
 *
 * @param name     the model's key in settings ({@code minilm}, {@code bge}, {@code openai}): lower-case letters only,
 *                 so the names it gives Cypher are identifiers, never text from a request
 * @param provider the model
 */
public record EmbeddingChannel(String name, EmbeddingProvider provider) {

    /** The primary channel's name, as the database records it. */
    public static final String PRIMARY = "primary";

    private static final Pattern NAME = Pattern.compile("[a-z]{1,16}");

    /** Validates the name. */
    public EmbeddingChannel {
        if (!NAME.matcher(name).matches() || name.equals(PRIMARY)) {
            throw new IllegalArgumentException("a channel's name is 1-16 lower-case letters, not 'primary': " + name);
        }
    }

    /** The memory property that holds this channel's vectors. */
    public String vectorProperty() {
        return "embedding_" + name;
    }

    /** The vector index over hot memories' {@link #vectorProperty()}. */
    public String hotIndex() {
        return "memory_embedding_" + name;
    }

    /** The vector index over cold memories' {@link #vectorProperty()}. */
    public String coldIndex() {
        return hotIndex() + "_cold";
    }
}
