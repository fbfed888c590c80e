package io.mnemograph.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.ApplicationContext;
import io.mnemograph.core.scoring.Ablation;
import io.mnemograph.model.NewerStatement;
import io.mnemograph.model.RecallRequest;
import io.mnemograph.pipeline.recall.RecallHit;
import io.mnemograph.pipeline.remember.RememberPipeline;
import io.mnemograph.testing.MnemographTest;
import io.mnemograph.testing.SharedNeo4j;
import io.mnemograph.tools.eval.PolicyRecallPipeline;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The knowledge-update fixture ({@link KnowledgeUpdates}), stored and asked through the pipelines with what a
 * client that sets no option gets (the HTTP client's timeout is too short for a loaded 2-core machine):
 * how often the turn that holds a changed fact now ranks first, and whether stale turns say what replaced them.
 * Questions about the past ({@code at} before the change) must still be answered with what held then.
 */
@MnemographTest
class KnowledgeUpdateTest {

    /** mememory's contradiction cosine, a rule of its own before decision 0027. */
    private static final double COSINE_RULE = 0.75;

    @Inject
    RememberPipeline remember;

    @Inject
    ApplicationContext context;

    /** One recalled memory as the test reads it: its content and the contents its marks name as newer. */
    private record Shown(String content, List<String> newer) {}

    /**
     * A read-only recall with the limit, hops and threshold a client that sets no option gets, as of {@code at} (null:
     * now), with {@code ablation}.
     */
    private List<Shown> recall(String namespace, String query, Instant at, Ablation ablation) {
        List<Shown> shown = new ArrayList<>();
        for (RecallHit hit : PolicyRecallPipeline.of(context, ablation.policy())
                .recall(RecallRequest.in(namespace, query).at(at).boost(false).build())) {
            List<String> newer = new ArrayList<>(hit.newer().conflicts().stream()
                    .map(NewerStatement::content)
                    .toList());
            if (hit.newer().supersededBy() != null) {
                newer.add(hit.newer().supersededBy().content());
            }
            shown.add(new Shown(hit.memory().content(), newer));
        }
        return shown;
    }

    /**
     * The cosine recorded on the CONFLICTS_WITH edge from the memory of {@code newer} to that of {@code older}, or
     * -1 when none joins them.
     */
    private static double detected(String namespace, String newer, String older) {
        try (var session = SharedNeo4j.driver().session()) {
            return session.run(
                            "OPTIONAL MATCH (n:Memory {namespace: $ns, content: $newer})-[c:CONFLICTS_WITH]->"
                                    + "(o:Memory {namespace: $ns, content: $older}) RETURN coalesce(max(c.similarity), -1.0)"
                                    + " AS similarity",
                            Map.of("ns", namespace, "newer", newer, "older", older))
                    .single()
                    .get("similarity")
                    .asDouble();
        }
    }

    private void load(KnowledgeUpdates fixture) {
        fixture.users().forEach(user -> remember.rememberAll(user.memories()));
    }

    private KnowledgeUpdates.Figures ask(KnowledgeUpdates fixture, Ablation ablation) {
        int asked = 0;
        int currentFirst = 0;
        int currentAbove = 0;
        int staleShown = 0;
        int staleMarked = 0;
        int pastAsked = 0;
        int pastStaleFirst = 0;
        int pairs = 0;
        int detectedPairs = 0;
        int byCosine = 0;
        for (KnowledgeUpdates.User user : fixture.users()) {
            for (KnowledgeUpdates.Update update : user.updates()) {
                List<String> versions = new ArrayList<>(update.stale());
                versions.add(update.current());
                for (int i = 0; i + 1 < versions.size(); i++) {
                    pairs++;
                    double similarity = detected(user.namespace(), versions.get(i + 1), versions.get(i));
                    detectedPairs += similarity >= 0 ? 1 : 0;
                    byCosine += similarity > COSINE_RULE ? 1 : 0;
                    System.out.println("knowledge-update pair " + update.topic() + " (" + update.kind() + "): "
                            + (similarity >= 0 ? "detected at cosine " + similarity : "missed"));
                }
                for (String question : update.questions()) {
                    List<Shown> shown = recall(user.namespace(), question, null, ablation);
                    List<String> contents = shown.stream().map(Shown::content).toList();
                    asked++;
                    int current = contents.indexOf(update.current());
                    currentFirst += current == 0 ? 1 : 0;
                    boolean above = current >= 0
                            && update.stale().stream()
                                    .map(contents::indexOf)
                                    .allMatch(stale -> stale < 0 || stale > current);
                    currentAbove += above ? 1 : 0;
                    System.out.println("knowledge-update question \"" + question + "\": current at "
                            + (current + 1) + ", stale at "
                            + update.stale().stream()
                                    .map(contents::indexOf)
                                    .map(i -> i + 1)
                                    .toList() + " of " + contents.size());
                    for (Shown result : shown) {
                        int version = versions.indexOf(result.content());
                        if (version >= 0 && version < versions.size() - 1) {
                            staleShown++;
                            staleMarked += versions.subList(version + 1, versions.size()).stream()
                                            .anyMatch(result.newer()::contains)
                                    ? 1
                                    : 0;
                        }
                    }
                }
                if (update.past() != null) {
                    List<Shown> then = recall(
                            user.namespace(),
                            update.past().question(),
                            Instant.parse(update.past().at()),
                            ablation);
                    pastAsked++;
                    pastStaleFirst += !then.isEmpty()
                                    && then.getFirst()
                                            .content()
                                            .equals(update.stale().getLast())
                            ? 1
                            : 0;
                }
            }
        }
        System.out.println("knowledge-update pairs detected: " + detectedPairs + "/" + pairs + ", by the cosine rule"
                + " alone " + byCosine + "/" + pairs);
        return new KnowledgeUpdates.Figures(
                asked, currentFirst, currentAbove, staleShown, staleMarked, pastAsked, pastStaleFirst);
    }

    @Test
    void recall_knowledgeUpdateFixture_ranksTheCurrentFactFirstMoreOftenThanWithoutNewerFirst() {
        KnowledgeUpdates fixture = KnowledgeUpdates.load();
        load(fixture);

        KnowledgeUpdates.Figures without = ask(fixture, Ablation.of(Ablation.Part.NEWER_FIRST));
        KnowledgeUpdates.Figures with = ask(fixture, Ablation.NONE);
        System.out.println("knowledge-update fixture, newer-first off: " + without);
        System.out.println("knowledge-update fixture, newer-first on: " + with);

        assertThat(with.asked()).isEqualTo(44);
        assertThat(with.currentFirst()).isGreaterThan(without.currentFirst());
        assertThat(with.currentAbove()).isGreaterThanOrEqualTo(with.currentFirst());
        assertThat(with.pastStaleFirst()).isEqualTo(without.pastStaleFirst());
        assertThat(with.staleMarked()).isGreaterThanOrEqualTo(with.staleShown() * 9 / 10);
    }
}
