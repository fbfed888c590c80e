package io.mnemograph.api.harden;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.annotation.Property;
import io.mnemograph.testing.ApiClient;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Session;
import org.neo4j.driver.Transaction;

/**
 * A request whose transaction outlives {@code mnemograph.timeouts.transaction-seconds} is aborted by Neo4j: the
 * client gets 503 {@code timeout} and nothing of the request is kept. Here a boosting recall waits for the write lock
 * another transaction holds on the memory it must boost.
 */
@MnemographTest
@Property(name = "mnemograph.timeouts.transaction-seconds", value = "2")
class TransactionTimeoutTest extends ApiTest {

    @Test
    void recall_blockedLongerThanTheTransactionTimeout_answers503Timeout_andBoostsNothing() {
        // the first statements of a fresh context compile their plans and may themselves outlive a 2-second
        // timeout on a loaded machine: the memory is stored as soon as one attempt fits (a timed-out one kept nothing)
        String id = null;
        for (int attempt = 0; attempt < 5 && id == null; attempt++) {
            ApiClient.Reply stored =
                    api.post("/v1/memories", "{\"content\": \"The spare key is under the blue flower pot\"}");
            id = stored.status() == 201 ? stored.string("id") : null;
        }
        assertThat(id).as("stored within five attempts").isNotNull();
        try (Session session = SharedNeo4j.driver().session();
                Transaction holder = session.beginTransaction()) {
            holder.run("MATCH (m:Memory {id: $id}) SET m.held = true", Map.of("id", id))
                    .consume();

            ApiClient.Reply blocked =
                    api.post("/v1/recall", "{\"query\": \"where is the spare key\", \"threshold\": 0, \"hops\": 0}");

            assertThat(blocked.status()).as(blocked.text()).isEqualTo(503);
            assertThat(blocked.string("error", "code")).isEqualTo("timeout");
            holder.rollback();
        }
        ApiClient.Reply memory = api.get("/v1/memories/" + id);
        assertThat(memory.number("access_count"))
                .as("the aborted recall boosted nothing")
                .isZero();
    }
}
