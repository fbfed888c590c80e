package io.mnemograph.api.http;

import io.micronaut.core.type.Argument;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Client metadata is a JSON object; Neo4j properties cannot hold maps, so it is stored as JSON text. */
@Singleton
public final class MetadataCodec {

    private final JsonMapper json;

    public MetadataCodec(JsonMapper json) {
        this.json = json;
    }

    public String encode(JsonNode metadata) {
        try {
            return metadata == null ? null : json.writeValueAsString(metadata);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public JsonNode decode(String text) {
        try {
            return text == null ? null : json.readValue(text, Argument.of(JsonNode.class));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
