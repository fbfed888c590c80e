package io.mnemograph.transfer;

import static io.mnemograph.testing.TestKeys.READ_A;
import static io.mnemograph.testing.TestKeys.WRITE_A;
import static io.mnemograph.testing.TestKeys.WRITE_B;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.annotation.Property;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpRequest;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/**
 * {@code GET /v1/export} streams the same bytes as the export command, to a key that may read the namespace: no key
 * or an unknown one answers 401, a key of another namespace 403 (whether the namespace holds anything or not).
 * The keys are those of {@code SecurityApiTest}.
 */
@MnemographTest
@Property(name = "mnemograph.security.keys-file", value = "src/test/resources/security/api-keys")
class ExportApiTest extends ApiTest {

    @Inject
    NamespaceExporter exporter;

    /** Status, content type and body of {@code GET path} with {@code key} (none when null). */
    private HttpResponse<String> get(String path, String key) {
        MutableHttpRequest<?> request = HttpRequest.GET(path);
        if (key != null) {
            request.bearerAuth(key);
        }
        try {
            return http.toBlocking().exchange(request, String.class);
        } catch (HttpClientResponseException e) {
            return HttpResponse.<String>status(e.getStatus())
                    .body(e.getResponse().getBody(String.class).orElse(""));
        }
    }

    private void rememberAs(String key, String content) {
        var reply = api.withKey(key).post("/v1/memories", "{\"content\": \"" + content + "\", \"session_id\": \"s1\"}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(201);
    }

    @Test
    void aReadKeyOfTheNamespace_getsTheSameBytesAsTheExportCommand() throws IOException {
        rememberAs(WRITE_A, "The budget for the lighthouse project is 40k.");
        rememberAs(WRITE_A, "The lighthouse project starts in May.");
        StringWriter expected = new StringWriter();
        exporter.write("ns-a", true, expected, counts -> {});

        HttpResponse<String> reply = get("/v1/export?namespace=ns-a", READ_A);

        assertThat(reply.code()).isEqualTo(200);
        assertThat(reply.getContentType().orElseThrow().toString()).isEqualTo("application/x-ndjson");
        assertThat(reply.header("Content-Disposition")).isEqualTo("attachment; filename=\"ns-a.jsonl\"");
        assertThat(reply.body()).isEqualTo(expected.toString()).contains("lighthouse project starts in May");
        assertThat(get("/v1/export", READ_A).body())
                .as("a key with one namespace needs no namespace")
                .isEqualTo(expected.toString());
        assertThat(get("/v1/export?namespace=ns-a&vectors=false", WRITE_A).body())
                .doesNotContain("\"embedding\":[")
                .contains("\"vectors\":false");
    }

    @Test
    void noKey_401_anotherNamespacesKey_403_andABadFlag_400() {
        rememberAs(WRITE_A, "The budget for the lighthouse project is 40k.");

        HttpResponse<String> anonymous = get("/v1/export?namespace=ns-a", null);
        HttpResponse<String> unknown = get("/v1/export?namespace=ns-a", "mg_not_a_key_000000000000000000000000000");
        HttpResponse<String> other = get("/v1/export?namespace=ns-a", WRITE_B);
        HttpResponse<String> empty = get("/v1/export?namespace=ns-nobody-uses", WRITE_B);
        HttpResponse<String> flag = get("/v1/export?namespace=ns-a&vectors=maybe", READ_A);

        assertThat(anonymous.code()).isEqualTo(401);
        assertThat(unknown.code()).isEqualTo(401);
        assertThat(other.code()).isEqualTo(403);
        assertThat(other.body()).contains("\"field\":\"namespace\"").doesNotContain("lighthouse");
        assertThat(empty.code()).isEqualTo(403);
        assertThat(flag.code()).isEqualTo(400);
        assertThat(flag.body()).contains("\"field\":\"vectors\"");
    }
}
