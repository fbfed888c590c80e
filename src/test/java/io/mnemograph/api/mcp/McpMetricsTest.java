package io.mnemograph.api.mcp;

import static io.mnemograph.api.MetricsApiTest.sample;
import static io.mnemograph.api.mcp.McpClients.answer;
import static io.mnemograph.api.mcp.McpClients.call;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.http.HttpRequest;
import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.modelcontextprotocol.client.McpSyncClient;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Latency histograms a Prometheus p95 can be read from: per HTTP route ({@code http_server_requests_seconds_bucket})
 * and per MCP tool ({@code mnemograph_mcp_tool_seconds_bucket}, tagged by tool and outcome).
 */
@MnemographTest
class McpMetricsTest extends ApiTest {

    @Inject
    EmbeddedServer server;

    private String scrape() {
        return http.toBlocking().retrieve(HttpRequest.GET("/prometheus"), String.class);
    }

    /** Counts of the meter since {@code before} (test classes of one configuration share a service and its meters). */
    private static double since(String before, String after, String labels) {
        return sample(after, "mnemograph_mcp_tool_seconds_count", labels)
                - sample(before, "mnemograph_mcp_tool_seconds_count", labels);
    }

    @Test
    void toolCalls_areTimedPerToolAndOutcome_withHistogramBuckets() {
        String before = scrape();
        try (McpSyncClient mcp = McpClients.http(server.getURL(), "mcp-metrics", null)) {
            McpScenarios.initializes(mcp);
            answer(call(mcp, "remember", Map.of("content", "The boiler is serviced every October.")));
            answer(call(mcp, "recall", Map.of("query", "boiler service")));
            call(mcp, "recall", Map.of("query", ""));
        }

        String metrics = scrape();

        assertThat(since(before, metrics, "outcome=\"success\",tool=\"recall\""))
                .isEqualTo(1);
        assertThat(since(before, metrics, "outcome=\"error\",tool=\"recall\"")).isEqualTo(1);
        assertThat(since(before, metrics, "tool=\"remember\"")).isEqualTo(1);
        assertThat(metrics).containsPattern("mnemograph_mcp_tool_seconds_bucket\\{[^}]*tool=\"recall\"[^}]*le=\"");
    }

    @Test
    void httpRequests_havePerRouteHistogramBuckets() {
        remember("{\"content\": \"The spare key is under the blue pot.\"}");

        assertThat(scrape())
                .containsPattern(
                        "http_server_requests_seconds_bucket\\{[^}]*uri=\"/v1/memories\"[^}]*le=\"0\\.[0-9]+\"}");
    }
}
