package io.mnemograph.core.graph;

import io.mnemograph.core.QueryTerms;
import java.util.List;

/**
 * A recall's query, parsed once and handed down: its text (embedded), its content words (the lexical seed's,
 * {@link QueryTerms}) and the keys of the entities it names (the named-entity boost's, found as in a memory's text).
 */
public record ParsedQuery(String text, List<String> words, List<String> entityKeys) {

    /** Copies the lists. */
    public ParsedQuery {
        words = List.copyOf(words);
        entityKeys = List.copyOf(entityKeys);
    }

    /** {@code text} parsed: its content words and, by {@code entities}, the keys of the entities it names. */
    public static ParsedQuery of(String text, EntityExtractor entities) {
        return new ParsedQuery(
                text,
                QueryTerms.of(text),
                entities.extract(text).stream().map(Entity::key).toList());
    }
}
