package io.mnemograph.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.json.JsonMapper;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeEach;

/** Base of the HTTP end-to-end tests: a client for the running service and a checked remember. */
public abstract class ApiTest {

    @Inject
    @Client("/")
    protected HttpClient http;

    @Inject
    protected JsonMapper json;

    protected ApiClient api;

    @BeforeEach
    void connect() {
        api = new ApiClient(http, json);
    }

    /** Remembers {@code body}, asserts 201, returns the new id. */
    protected String remember(String body) {
        ApiClient.Reply reply = api.post("/v1/memories", body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(201);
        return reply.string("id");
    }
}
