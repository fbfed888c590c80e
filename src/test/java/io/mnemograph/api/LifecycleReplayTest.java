package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.micronaut.json.tree.JsonNode;
import io.mnemograph.config.LifecycleSettings;
import io.mnemograph.config.ScoringSettings;
import io.mnemograph.core.decay.DecayParameters;
import io.mnemograph.core.decay.DecayPreset;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.CoolingTime;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Record;

/**
 * One memory's whole life through the public API, with real timestamps: stored, recalled across three sessions with
 * gaps of 0, 1, 7 and 20 days (stability checked against the spaced formula after each), promoted to core, unused
 * for the 26 months its core score needs to fall below the forget score (not cooled a day before, cooled a day
 * after), resurrected by association, hot again, and promoted again by the sweep's rules.
 *
 * <p>The association source is a neighbour remembered and linked to it (explicitly) four weeks before it cools, so
 * the neighbour is hot by the rules at every sweep and seeds the resurrecting recall; a neighbour stored at the start
 * would have cooled long before. The sweep runs only when the test calls it (the schedule is off in tests).
 */
@MnemographTest
class LifecycleReplayTest extends ApiTest {

    /** Cognitive Memory's boosts (design §4 step 7): {@code stability += boost x min(2, idle days / 7)}. */
    private static final double DIRECT = 0.1;

    private static final double ASSOCIATIVE = 0.03;
    private static final double MAX_SPACED_FACTOR = 2.0;
    private static final double SPACING_DAYS = 7.0;

    private static final String KEY_QUERY = "where is the spare house key";
    private static final String NEIGHBOUR_QUERY = "who waters the plants in August";
    private static final String[] RECALLS = {
        "2024-01-01T09:00:00Z", "2024-01-02T09:00:00Z", "2024-01-09T09:00:00Z", "2024-01-29T09:00:00Z"
    };
    private static final String[] SESSIONS = {"s1", "s1", "s2", "s3"};

    @Inject
    ScoringSettings scoring;

    @Inject
    LifecycleSettings lifecycle;

    private static double spaced(double boost, Instant from, Instant to) {
        double idleDays = Duration.between(from, to).toMillis() / 86_400_000.0;
        return boost * Math.min(MAX_SPACED_FACTOR, idleDays / SPACING_DAYS);
    }

    private Reply recall(String body) {
        Reply reply = api.post("/v1/recall", body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply;
    }

    private Reply consolidate(Instant at) {
        Reply reply = api.post("/v1/consolidate", "{\"at\": \"" + at + "\"}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply;
    }

    private Reply memory(String id) {
        return api.get("/v1/memories/" + id);
    }

    private static Record node(String id) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run(
                            "MATCH (m:Memory {id: $id}) RETURN labels(m) AS labels, m.was_core AS was_core,"
                                    + " m.promoted_at AS promoted_at, m.promotion_rule AS rule, m.cooled_at AS cooled_at",
                            Map.of("id", id))
                    .single();
        }
    }

    private static JsonNode result(Reply reply, String id) {
        for (JsonNode result : reply.node("results").values()) {
            if (result.get("id").getStringValue().equals(id)) {
                return result;
            }
        }
        return null;
    }

    @Test
    void memory_livesItsWholeLife_byTheRules() {
        String key = remember("{\"content\": \"The spare house key is under the blue flowerpot\","
                + " \"occurred_at\": \"2024-01-01T09:00:00Z\"}");

        // recalled: the direct boost 0.1 x min(2, gap / 7) after gaps of 0, 1, 7 and 20 days
        double stability = 0;
        Instant lastUse = Instant.parse("2024-01-01T09:00:00Z");
        for (int i = 0; i < RECALLS.length; i++) {
            Instant at = Instant.parse(RECALLS[i]);
            Reply reply = recall("{\"query\": \"" + KEY_QUERY + "\", \"at\": \"" + at + "\", \"session_id\": \""
                    + SESSIONS[i] + "\", \"hops\": 0, \"threshold\": 0, \"limit\": 1}");
            assertThat(reply.node("results").get(0).get("id").getStringValue()).isEqualTo(key);
            stability = Math.min(1.0, stability + spaced(DIRECT, lastUse, at));
            lastUse = at;
            Reply state = memory(key);
            assertThat(state.number("stability")).as("after recall %s", i + 1).isCloseTo(stability, within(1e-9));
            assertThat(state.number("access_count")).isEqualTo(i + 1.0);
        }
        assertThat(stability).isCloseTo(0.1 / 7 + 0.1 + 0.2, within(1e-12));
        assertThat(memory(key).node("session_ids").size()).isEqualTo(3);

        // promoted: 6.6 days later the Mnemex score 5^0.6 x (1 + 6.6 / (3.417 x 1.629))^-1.1 = 1.11 is under 2.1 and
        // the five uses were not within 14 days of creation, but the memory was used in three sessions (Cognitive
        // Memory)
        Reply promoted = consolidate(Instant.parse("2024-02-05T00:00:00Z"));
        assertThat(promoted.node("promoted_by_rule", "sessions").getLongValue()).isEqualTo(1);
        assertThat(promoted.number("promoted")).isEqualTo(1.0);
        assertThat(memory(key).string("tier")).isEqualTo("core");

        // unused: 5^0.6 x (1 + dt / (3.417 x 1.629 x 4))^-1.1 < 0.05 once dt > 793.5 days, about 26 months; without
        // core the same history would have cooled after 198.4 days
        assertThat(lifecycle.scorePreset()).isEqualTo(DecayPreset.MNEMEX_POWER_LAW);
        DecayParameters decay = scoring.decayParameters();
        double coreDays = CoolingTime.days(decay, lifecycle.forgetScore(), 4, stability, 1.0, true);
        double plainDays = CoolingTime.days(decay, lifecycle.forgetScore(), 4, stability, 1.0, false);
        assertThat(coreDays).isCloseTo(decay.coreTimeScale() * plainDays, within(1e-9));
        assertThat(coreDays).isCloseTo(793.5, within(0.05));
        Instant dayBefore = CoolingTime.after(lastUse, coreDays - 1);
        Instant dayAfter = CoolingTime.after(lastUse, coreDays + 1);

        // four weeks before, a neighbour is remembered and linked to the key, still a hot core memory
        Instant linked = dayBefore.minus(Duration.ofDays(28));
        String neighbour = remember("{\"content\": \"The neighbour Ilse waters the plants in August\","
                + " \"occurred_at\": \"" + linked + "\"}");
        assertThat(api.post(
                                "/v1/associations",
                                "{\"source\": \"" + key + "\", \"target\": \"" + neighbour + "\", \"weight\": 1.0}")
                        .status())
                .isEqualTo(201);

        Reply before = consolidate(dayBefore);
        assertThat(before.number("cooled"))
                .as("a day before the core cooling time; the neighbour scores (1 + 28 / 3.417)^-1.1 = 0.087")
                .isZero();
        assertThat(before.number("promoted")).isZero();
        assertThat(memory(key).string("tier")).isEqualTo("core");

        // cold: :Hot and :Core removed, the record of having been core kept
        Reply cooled = consolidate(dayAfter);
        assertThat(cooled.number("cooled")).as("a day after: only the key").isEqualTo(1.0);
        assertThat(memory(key).string("tier")).isEqualTo("cold");
        assertThat(memory(neighbour).string("tier")).isEqualTo("hot");
        Record cold = node(key);
        assertThat(cold.get("labels").asList()).contains("Memory", "Cold").doesNotContain("Hot", "Core");
        assertThat(cold.get("was_core").asBoolean()).isTrue();
        assertThat(cold.get("rule").asString()).isEqualTo("sessions");
        assertThat(cold.get("promoted_at").asZonedDateTime().toInstant()).isEqualTo("2024-02-05T00:00:00Z");
        assertThat(cold.get("cooled_at").asZonedDateTime().toInstant()).isEqualTo(dayAfter);
        Reply flat = recall("{\"query\": \"" + KEY_QUERY + "\", \"hops\": 0, \"threshold\": 0, \"boost\": false,"
                + " \"at\": \"" + dayAfter.plus(Duration.ofHours(1)) + "\"}");
        assertThat(result(flat, key).get("tier").getStringValue())
                .as("found in cold storage, not resurrected by a read-only recall")
                .isEqualTo("cold");

        // resurrected: the neighbour is the seed, the explicit association reaches the cold key
        Instant resurrection = dayAfter.plus(Duration.ofDays(1));
        Reply resurrecting = recall("{\"query\": \"" + NEIGHBOUR_QUERY + "\", \"threshold\": 0, \"explain\": true,"
                + " \"at\": \"" + resurrection + "\"}");
        assertThat(result(resurrecting, neighbour).get("via").getStringValue()).isEqualTo("direct");
        JsonNode back = result(resurrecting, key);
        assertThat(back).as(resurrecting.text()).isNotNull();
        assertThat(back.get("via").getStringValue()).isEqualTo("associative");
        assertThat(back.get("resurrected").getBooleanValue()).isTrue();
        assertThat(back.get("tier").getStringValue()).isEqualTo("hot");
        assertThat(back.get("path").get(0).get("from").getStringValue()).isEqualTo(neighbour);
        assertThat(back.get("path").get(0).get("edge").getStringValue()).isEqualTo("ASSOCIATED:explicit");

        // hot again: the associative boost 0.03 x min(2, 795 idle days / 7) = 0.06, exactly
        Reply hot = memory(key);
        assertThat(hot.string("tier")).isEqualTo("hot");
        double gain = spaced(ASSOCIATIVE, lastUse, resurrection);
        assertThat(gain).isEqualTo(ASSOCIATIVE * MAX_SPACED_FACTOR);
        assertThat(hot.number("stability")).isCloseTo(stability + gain, within(1e-9));
        assertThat(hot.number("access_count")).isEqualTo(5.0);
        assertThat(Instant.parse(hot.string("last_accessed_at"))).isEqualTo(resurrection);
        assertThat(node(key).get("labels").asList()).contains("Hot").doesNotContain("Cold", "Core");

        // core again by the rules, not by the resurrection: a week later the score
        // 6^0.6 x (1 + 7 / (3.417 x 1.749))^-1.1 = 1.25 is under 2.1, but the three sessions are still on record
        Instant week = resurrection.plus(Duration.ofDays(7));
        Reply again = consolidate(week);
        assertThat(again.node("promoted_by_rule", "sessions").getLongValue()).isEqualTo(1);
        assertThat(again.number("promoted")).isEqualTo(1.0);
        assertThat(memory(key).string("tier")).isEqualTo("core");
        Record core = node(key);
        assertThat(core.get("promoted_at").asZonedDateTime().toInstant()).isEqualTo(week);
        assertThat(core.get("was_core").asBoolean()).as("the record stays").isTrue();
        assertThat(memory(neighbour).string("tier")).isEqualTo("hot");
    }
}
