package io.mnemograph.api.mcp;

import static io.mnemograph.api.mcp.McpClients.answer;
import static io.mnemograph.api.mcp.McpClients.call;
import static io.mnemograph.api.mcp.McpClients.error;
import static io.mnemograph.testing.TestKeys.ADMIN;
import static io.mnemograph.testing.TestKeys.READ_A;
import static io.mnemograph.testing.TestKeys.WRITE_A;
import static io.mnemograph.testing.TestKeys.WRITE_B;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import io.modelcontextprotocol.client.McpSyncClient;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * MCP connections carry a key as every API request does: no key answers 401; the namespace comes from the key or the
 * connection's URL, never from a tool argument, and is checked with each tool's role (read: recall, get_memory,
 * memory_history; write: also remember, forget, associate; admin: also consolidate); a key never reaches another
 * namespace's memories, even with their ids. The keys are those of {@code SecurityApiTest}.
 */
@MnemographTest
@Property(name = "mnemograph.security.keys-file", value = "src/test/resources/security/api-keys")
class McpSecurityTest extends ApiTest {

    private static final String INITIALIZE = "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"initialize\", \"params\":"
            + " {\"protocolVersion\": \"2025-06-18\", \"capabilities\": {}, \"clientInfo\": {\"name\": \"t\","
            + " \"version\": \"1\"}}}";

    @Inject
    EmbeddedServer server;

    private final List<McpSyncClient> clients = new ArrayList<>();

    private McpSyncClient connect(String namespace, String key) {
        McpSyncClient client = McpClients.http(server.getURL(), namespace, key);
        clients.add(client);
        client.initialize();
        return client;
    }

    @AfterEach
    void close() {
        clients.forEach(McpSyncClient::close);
    }

    private static long memories(String namespace) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run("MATCH (m:Memory {namespace: $ns}) RETURN count(m) AS n", Map.of("ns", namespace))
                    .single()
                    .get("n")
                    .asLong();
        }
    }

    @Test
    void noKey_orAWrongKey_answers401_andTheClientCannotInitialize() {
        Reply noKey = api.post("/mcp", INITIALIZE);
        assertThat(noKey.status()).isEqualTo(401);
        assertThat(noKey.errorField()).isEqualTo("Authorization");
        assertThat(api.withKey("mg_not_a_key_000000000000000000000000000")
                        .post("/mcp", INITIALIZE)
                        .status())
                .isEqualTo(401);
        McpSyncClient client = McpClients.http(server.getURL(), null, null);
        clients.add(client);
        assertThatThrownBy(client::initialize).hasStackTraceContaining("McpHttpClientTransportAuthorizationException");
    }

    @Test
    void readKey_recalls_butCannotRemember_forget_orAssociate() {
        String id =
                (String) answer(call(connect(null, WRITE_A), "remember", Map.of("content", "The budget is approved.")))
                        .get("id");
        McpSyncClient reader = connect(null, READ_A);
        long before = memories("ns-a");

        assertThat(answer(call(reader, "recall", Map.of("query", "budget")))).containsEntry("namespace", "ns-a");
        assertThat(answer(call(reader, "get_memory", Map.of("id", id)))).containsEntry("id", id);
        assertThat(error(call(reader, "remember", Map.of("content", "The budget is cut."))))
                .containsEntry("code", "forbidden")
                .containsEntry("field", "Authorization");
        assertThat(error(call(reader, "forget", Map.of("id", id)))).containsEntry("code", "forbidden");
        assertThat(error(call(reader, "associate", Map.of("source", id, "target", id))))
                .containsEntry("code", "forbidden");
        assertThat(memories("ns-a")).isEqualTo(before);
    }

    @Test
    void keyOfB_cannotReachAsMemory_byIdOrByNamingItsNamespace() {
        String id = (String)
                answer(call(connect(null, WRITE_A), "remember", Map.of("content", "Alice's salary is confidential.")))
                        .get("id");
        McpSyncClient b = connect(null, WRITE_B);

        assertThat(error(call(b, "get_memory", Map.of("id", id)))).containsEntry("code", "not_found");
        assertThat(error(call(b, "memory_history", Map.of("id", id)))).containsEntry("code", "not_found");
        assertThat(error(call(b, "forget", Map.of("id", id)))).containsEntry("code", "not_found");
        assertThat(answer(call(b, "recall", Map.of("query", "Alice's salary", "threshold", 0.0))))
                .containsEntry("namespace", "ns-b")
                .containsEntry("results", List.of());
        assertThat(memories("ns-a")).isEqualTo(1);

        Reply named = api.withKey(WRITE_B).post("/mcp?namespace=ns-a", INITIALIZE);
        assertThat(named.status()).isEqualTo(403);
        assertThat(named.errorField()).isEqualTo("namespace");
        assertThat(api.withKey(WRITE_B).post("/mcp?namespace=ns-b", INITIALIZE).status())
                .isEqualTo(200);
    }

    @Test
    void consolidate_needsAnAdminKey_inTheConnectionsNamespace() {
        assertThat(error(call(connect(null, WRITE_A), "consolidate", Map.of()))).containsEntry("code", "forbidden");
        assertThat(answer(call(connect("ns-a", ADMIN), "consolidate", Map.of())))
                .containsEntry("namespace", "ns-a");
    }
}
