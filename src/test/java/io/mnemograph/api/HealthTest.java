package io.mnemograph.api;

import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

@MnemographTest
class HealthTest extends ApiTest {

    @Test
    void health_reportsDatabaseAndEmbeddingModel() {
        var reply = api.get("/health");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        assertThat(reply.string("status")).isEqualTo("UP");
        assertThat(reply.string("details", "neo4j", "status")).isEqualTo("UP");
        assertThat(reply.string("details", "neo4j", "details", "uri")).startsWith("bolt://");
        assertThat(reply.string("details", "embedding", "status")).isEqualTo("UP");
        assertThat(reply.string("details", "embedding", "details", "model")).contains("MiniLM");
        assertThat(reply.number("details", "embedding", "details", "dimension")).isEqualTo(384.0);
    }
}
