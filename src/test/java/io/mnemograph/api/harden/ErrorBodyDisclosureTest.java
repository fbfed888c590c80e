package io.mnemograph.api.harden;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.mnemograph.api.error.ErrorBody;
import io.mnemograph.api.error.ErrorMapping;
import io.mnemograph.embedding.EmbeddingFailure;
import io.mnemograph.model.DatabaseUnavailable;
import org.junit.jupiter.api.Test;

/** 503 bodies say what failed, never where it runs: no embedding server URL, no database address. */
class ErrorBodyDisclosureTest {

    private final ErrorMapping handler = new ErrorMapping();

    @Test
    void embeddingFailure_answers503_withoutTheServerUrl() {
        HttpResponse<ErrorBody> response = handler.handle(
                HttpRequest.POST("/v1/memories", ""),
                new EmbeddingFailure(
                        "embedding server http://10.1.2.3:11434/v1/embeddings unreachable: Connection refused"));
        assertThat(response.code()).isEqualTo(503);
        assertThat(response.header("Retry-After")).isNotBlank();
        ErrorBody body = response.body();
        assertThat(body.error().code()).isEqualTo("embedding_unavailable");
        assertThat(body.error().message()).doesNotContain("10.1.2.3").doesNotContain("http");
    }

    @Test
    void databaseTimeout_answers503Timeout() {
        HttpResponse<ErrorBody> response = handler.handle(
                HttpRequest.POST("/v1/recall", ""),
                new DatabaseUnavailable(
                        "the database did not finish the request in time",
                        DatabaseUnavailable.Reason.TIMED_OUT,
                        new RuntimeException("bolt://10.1.2.3:7687 timed out")));
        assertThat(response.code()).isEqualTo(503);
        assertThat(response.body().error().code()).isEqualTo("timeout");
        assertThat(response.body().error().message()).doesNotContain("10.1.2.3");
    }

    @Test
    void databaseContention_afterEveryRetry_answers503Busy() {
        HttpResponse<ErrorBody> response = handler.handle(
                HttpRequest.POST("/v1/recall", ""),
                new DatabaseUnavailable(
                        "concurrent transactions kept this one from finishing",
                        DatabaseUnavailable.Reason.CONTENDED,
                        new RuntimeException("ForsetiClient deadlock on NODE(4)")));
        assertThat(response.code()).isEqualTo(503);
        assertThat(response.getHeaders().get("Retry-After")).isEqualTo("5");
        assertThat(response.body().error().code()).isEqualTo("busy");
        assertThat(response.body().error().message()).doesNotContain("NODE");
    }
}
