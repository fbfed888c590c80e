package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.micronaut.context.ApplicationContext;
import io.micronaut.context.annotation.Property;
import io.mnemograph.config.GraphSettings;
import io.mnemograph.core.Cosine;
import io.mnemograph.core.graph.AssociationKind;
import io.mnemograph.core.graph.PathStep;
import io.mnemograph.core.scoring.Ablation;
import io.mnemograph.core.scoring.Ablation.Part;
import io.mnemograph.embedding.EmbeddingProvider;
import io.mnemograph.model.RecallRequest;
import io.mnemograph.pipeline.recall.RecallHit;
import io.mnemograph.testing.ApiClient.Reply;
import io.mnemograph.testing.ApiTest;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import io.mnemograph.tools.eval.PolicyRecallPipeline;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The evaluation-only switches of a recall ({@link Ablation}, used by {@code eval ablation}): each part turned off
 * changes what it should and nothing else. Memories are stored through HTTP, as a user would; the recalls go to the
 * pipeline, since the API never sets an ablation. The length prior and decay, off by default (decision 0019), are
 * turned on at decision 0016's values, so that turning them off has something to undo.
 */
@MnemographTest
@Property(name = "mnemograph.scoring.length-prior", value = "0.2")
@Property(name = "mnemograph.scoring.mememory-lambda-per-day", value = "0.0001")
class RecallAblationTest extends ApiTest {

    @Inject
    ApplicationContext context;

    @Inject
    EmbeddingProvider embeddings;

    @Inject
    GraphSettings graph;

    /** The API's default limit: 15 seed candidates, fewer than the twenty near-duplicates that crowd them out. */
    private static final int LIMIT = 5;

    private final Instant at = Instant.now().plusSeconds(60);

    private List<RecallHit> recall(String query, int hops, String sessionId, Ablation ablation) {
        return PolicyRecallPipeline.of(context, ablation.policy())
                .recall(RecallRequest.in("default", query)
                        .limit(LIMIT)
                        .session(sessionId)
                        .hops(hops)
                        .threshold(0.0)
                        .at(at)
                        .boost(false)
                        .build());
    }

    private static Optional<RecallHit> find(List<RecallHit> hits, String id) {
        return hits.stream().filter(hit -> hit.memory().id().equals(id)).findFirst();
    }

    /** Twenty down-weighted near-duplicates that fill the seed slots of a query about Caroline's puppy. */
    private void crowdOutTheSeeds() {
        for (int day = 1; day <= 20; day++) {
            remember("{\"content\": \"Caroline's puppy chewed a slipper on day " + day + "\", \"weight\": 0.1}");
        }
    }

    @Test
    void entityOff_memoryReachableOnlyThroughASharedEntity_isNotReturned() {
        crowdOutTheSeeds();
        remember("{\"content\": \"Caroline named her puppy Biscuit.\"}");
        String answer = remember("{\"content\": \"Biscuit finally learned to fetch the frisbee at the park.\"}");
        unlink(answer); // only the entity "biscuit" leads to it

        RecallHit reached =
                find(recall("Caroline's puppy", 2, null, Ablation.NONE), answer).orElseThrow();
        assertThat(reached.path().getFirst().edgeKind()).isEqualTo(PathStep.MENTIONS);

        assertThat(find(recall("Caroline's puppy", 2, null, Ablation.of(Part.ENTITY)), answer))
                .isEmpty();
        assertThat(find(recall("Caroline's puppy", 2, null, Ablation.of(Part.TEMPORAL, Part.SEMANTIC)), answer))
                .as("other edge kinds off: the entity link is still followed")
                .isPresent();
    }

    @Test
    void associationKindOff_linkOfThatKind_isNotFollowed_othersAre() {
        crowdOutTheSeeds();
        String seed = remember("{\"content\": \"Caroline's puppy needs a new collar\"}");
        String answer = remember("{\"content\": \"The pet shop on Elm Street closes at six.\"}");
        unlink(answer);
        Reply link = api.post(
                "/v1/associations", "{\"source\": \"" + seed + "\", \"target\": \"" + answer + "\", \"weight\": 0.9}");
        assertThat(link.status()).as(link.text()).isEqualTo(201);

        for (AssociationKind kind : AssociationKind.values()) {
            try (var session = SharedNeo4j.driver().session()) {
                session.run(
                                "MATCH (:Memory {id: $id})-[r:ASSOCIATED]-() SET r.kind = $kind",
                                Map.of("id", answer, "kind", kind.graphName()))
                        .consume();
            }
            Part off = Part.valueOf(kind.name());
            Part other = kind == AssociationKind.EXPLICIT ? Part.TEMPORAL : Part.EXPLICIT;

            RecallHit reached = find(recall("Caroline's puppy collar", 2, null, Ablation.NONE), answer)
                    .orElseThrow(() -> new AssertionError(kind + ": not reached with every edge kind on"));
            assertThat(reached.path().getFirst().edgeKind()).isEqualTo(kind.edgeKind());
            assertThat(find(recall("Caroline's puppy collar", 2, null, Ablation.of(off)), answer))
                    .as(kind.name())
                    .isEmpty();
            assertThat(find(recall("Caroline's puppy collar", 2, null, Ablation.of(other)), answer))
                    .as(kind.name())
                    .isPresent();
        }
    }

    @Test
    void contextOff_seedKeepsItsOwnRelevance_linkKindOff_contextFindsNoLink() {
        String question = remember("{\"content\": \"Did you ever finish restoring the old wooden sailboat?\","
                + " \"session_id\": \"s-9\"}");
        remember("{\"content\": \"Yes, it took me three summers.\", \"session_id\": \"s-9\"}");
        String query = "restoring the old wooden sailboat";
        double own = find(recall(query, 0, null, Ablation.NONE), question)
                .orElseThrow()
                .components()
                .similarity();

        double inContext = find(recall(query, 2, null, Ablation.NONE), question)
                .orElseThrow()
                .components()
                .similarity();
        assertThat(inContext)
                .as("with context, the answer's relevance takes its share")
                .isNotCloseTo(own, within(1e-6));
        assertThat(find(recall(query, 2, null, Ablation.of(Part.CONTEXT)), question)
                        .orElseThrow()
                        .components()
                        .similarity())
                .isCloseTo(own, within(1e-12));
        // their one link is temporal: without it the question has no linked candidate, and keeps (1 - 0.15) of its own
        assertThat(find(recall(query, 2, null, Ablation.of(Part.TEMPORAL)), question)
                        .orElseThrow()
                        .components()
                        .similarity())
                .isCloseTo(0.85 * own, within(1e-12));
    }

    @Test
    void namedEntity_candidateMentioningAnEntityTheQueryNames_isRaised_offOrFlat_keepsItsRelevance() {
        String named = remember("{\"content\": \"Melanie painted a sunrise over the lake\"}");
        String unnamed = remember("{\"content\": \"the neighbour painted a sunrise over the lake\"}");
        unlink(named); // no context between them: only the boost differs
        String query = "What did Melanie paint?";

        List<RecallHit> boosted = recall(query, 1, null, Ablation.of(Part.CONTEXT));
        List<RecallHit> plain = recall(query, 1, null, Ablation.of(Part.CONTEXT, Part.NAMED_ENTITY));
        double plainNamed = similarity(plain, named);
        assertThat(plainNamed).isGreaterThan(0.1);
        assertThat(similarity(boosted, named))
                .isCloseTo(graph.namedEntities().boosted(plainNamed), within(1e-9))
                .isGreaterThan(plainNamed + 1e-3);
        assertThat(similarity(boosted, unnamed)).isCloseTo(similarity(plain, unnamed), within(1e-12));
        assertThat(similarity(recall(query, 0, null, Ablation.NONE), named))
                .as("a flat recall does not boost")
                .isCloseTo(plainNamed, within(1e-12));
    }

    @Test
    void decayOff_oldAndNewMemoryOfEqualCosine_scoreEqually() {
        String old = remember("{\"content\": \"We keep the spare key under the blue flower pot\","
                + " \"occurred_at\": \"2021-01-01T00:00:00Z\"}");
        String recent = remember("{\"content\": \"We keep the spare key under the blue flower pot\"}");

        List<RecallHit> decayed = recall("spare key", 0, null, Ablation.NONE);
        assertThat(score(decayed, recent)).isGreaterThan(score(decayed, old) + 1e-3);

        List<RecallHit> undecayed = recall("spare key", 0, null, Ablation.of(Part.DECAY));
        assertThat(score(undecayed, recent)).isCloseTo(score(undecayed, old), within(1e-12));
        assertThat(find(undecayed, old).orElseThrow().components().decay()).isEqualTo(1.0);
    }

    @Test
    void importanceOff_importantAndRoutineMemoryOfEqualCosine_scoreEqually() {
        String important = remember("{\"content\": \"The boiler service is due in March\", \"importance\": 2.0}");
        String routine = remember("{\"content\": \"The boiler service is due in March\", \"importance\": 0.5}");

        List<RecallHit> weighed = recall("boiler service", 0, null, Ablation.NONE);
        assertThat(score(weighed, important)).isGreaterThan(score(weighed, routine) * 3);

        List<RecallHit> unweighed = recall("boiler service", 0, null, Ablation.of(Part.IMPORTANCE));
        // stored a few milliseconds apart, so their decay differs in the ninth decimal
        assertThat(score(unweighed, important)).isCloseTo(score(unweighed, routine), within(1e-6));
        assertThat(find(unweighed, routine).orElseThrow().components().importance())
                .isEqualTo(1.0);
    }

    @Test
    void primingOff_memoryActiveInTheSession_isNotPrimed() {
        String memory = remember("{\"content\": \"The band rehearses on Thursday evenings\"}");
        Reply primed =
                api.post("/v1/recall", "{\"query\": \"band rehearsal\", \"session_id\": \"s-p\", \"threshold\": 0}");
        assertThat(primed.status()).as(primed.text()).isEqualTo(200);

        assertThat(find(recall("band rehearsal", 0, "s-p", Ablation.NONE), memory)
                        .orElseThrow()
                        .components()
                        .priming())
                .isGreaterThan(1.0);
        assertThat(find(recall("band rehearsal", 0, "s-p", Ablation.of(Part.PRIMING)), memory)
                        .orElseThrow()
                        .components()
                        .priming())
                .isEqualTo(1.0);
    }

    @Test
    void lexicalAndLengthPriorOff_relevanceIsTheCosine() {
        remember("{\"content\": \"Biscuit the puppy\"}");
        remember("{\"content\": \"Caroline took her puppy Biscuit to the beach on Saturday, where he chased the"
                + " waves for an hour, dug three holes in the sand, met a golden retriever called Sunny, and slept"
                + " the whole way home in the back of the car while she drove along the coast road.\"}");
        String query = "Caroline's puppy Biscuit";
        float[] queryVector = embeddings.embed(query);

        List<RecallHit> plain = recall(query, 0, null, Ablation.of(Part.LEXICAL, Part.LENGTH_PRIOR));
        assertThat(plain).hasSize(2);
        for (RecallHit hit : plain) {
            assertThat(hit.components().similarity())
                    .as(hit.memory().content())
                    .isCloseTo(
                            Cosine.similarity(
                                    queryVector, embeddings.embed(hit.memory().content())),
                            within(1e-6));
        }
        RecallHit shortWithPrior = recall(query, 0, null, Ablation.of(Part.LEXICAL)).stream()
                .filter(hit -> hit.memory().content().equals("Biscuit the puppy"))
                .findFirst()
                .orElseThrow();
        assertThat(shortWithPrior.components().similarity())
                .as("the length prior weighs the short one down")
                .isLessThan(Cosine.similarity(queryVector, embeddings.embed("Biscuit the puppy")) - 1e-3);
        assertThat(recall(query, 0, null, Ablation.of(Part.LENGTH_PRIOR)))
                .as("hybrid relevance mixes in BM25")
                .anyMatch(hybrid -> Math.abs(hybrid.components().similarity()
                                - Cosine.similarity(
                                        queryVector,
                                        embeddings.embed(hybrid.memory().content())))
                        > 1e-3);
    }

    /** Deletes every association of memory {@code id}. */
    private static void unlink(String id) {
        try (var session = SharedNeo4j.driver().session()) {
            session.run("MATCH (:Memory {id: $id})-[r:ASSOCIATED]-() DELETE r", Map.of("id", id))
                    .consume();
        }
    }

    private static double similarity(List<RecallHit> hits, String id) {
        return find(hits, id)
                .orElseThrow(() -> new AssertionError(id + " not recalled"))
                .components()
                .similarity();
    }

    private static double score(List<RecallHit> hits, String id) {
        return find(hits, id)
                .orElseThrow(() -> new AssertionError(id + " not recalled"))
                .score();
    }
}
