package io.mnemograph.api.security;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The spelling rules of {@link CanonicalPathFilter}, on the request target as sent. */
class CanonicalPathFilterTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "/",
                "/prometheus",
                "/v1/memories/4f1c-9",
                "/health/liveness",
                "/openapi.yml",
                "/swagger-ui/res/swagger-ui.css",
                "/v1/memories?namespace=a/b/",
                "http://127.0.0.1:8080/v1/recall"
            })
    void problem_routeSpelling_isNone(String uri) {
        assertThat(CanonicalPathFilter.problem(CanonicalPathFilter.target(uri))).isNull();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "/prometheus/",
                "//prometheus",
                "/v1//memories",
                "/./prometheus",
                "/x/../prometheus",
                "/prometheus/.",
                "/v1/..",
                "/v1%2Fmemories",
                "/v1/memories%2f",
                "/%2e/v1",
                "/v1\\memories",
                "/v1/memories;a=b",
                "prometheus",
                "*",
                "%2Fprometheus",
                "http://127.0.0.1/prometheus/",
                "/mcp/?x=1"
            })
    void problem_anyOtherSpelling_isNamed(String uri) {
        assertThat(CanonicalPathFilter.problem(CanonicalPathFilter.target(uri))).isNotNull();
    }
}
