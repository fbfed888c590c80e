package io.mnemograph.core.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.statistics.Statistics;

/** Invariants of spreading activation on random small graphs with random parameters. */
class SpreadingActivationProperties {

    private static final int TRIES = 200;
    private static final double TOLERANCE = 1e-9;
    private static final int SCALE = 4;
    private static final RandomDistribution UNIFORM = RandomDistribution.uniform();

    /** A random graph, its seeds and parameters. */
    record Scenario(Map<String, Double> seeds, Subgraph subgraph, SpreadingParameters parameters) {
        List<Activation> spread() {
            return new SpreadingActivation(parameters).spread(seeds, subgraph);
        }
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void spread_anyGraph_noActivationExceedsTheBestSeed(@ForAll("scenarios") Scenario scenario) {
        double bestSeed = Collections.max(scenario.seeds().values());

        assertThat(scenario.spread()).allSatisfy(a -> assertThat(a.activation()).isLessThanOrEqualTo(bestSeed));
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void spread_anyGraph_nonSeedsGetAtMostParentTimesSpreadFactor(@ForAll("scenarios") Scenario scenario) {
        Map<String, Activation> byId = byId(scenario.spread());
        double spreadFactor = scenario.parameters().spreadFactor();

        byId.values().stream().filter(a -> !a.direct()).forEach(a -> {
            PathStep last = a.path().get(a.path().size() - 1);
            double parentThen = a.hops() == 1
                    ? scenario.seeds().get(last.fromId())
                    : a.path().get(a.path().size() - 2).contribution();
            assertThat(a.activation())
                    .isLessThanOrEqualTo(parentThen * spreadFactor + TOLERANCE)
                    .isLessThanOrEqualTo(byId.get(last.fromId()).activation() * spreadFactor + TOLERANCE)
                    .isGreaterThanOrEqualTo(scenario.parameters().minActivation());
        });
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void spread_moreHops_neverLowersAnActivation(@ForAll("scenarios") Scenario scenario) {
        SpreadingParameters parameters = scenario.parameters();
        Map<String, Activation> previous = Map.of();
        for (int hops = 0; hops <= SpreadingParameters.MAX_HOPS; hops++) {
            Scenario withHops = new Scenario(scenario.seeds(), scenario.subgraph(), parameters.withHops(hops));
            Map<String, Activation> current = byId(withHops.spread());

            previous.forEach((id, before) -> assertThat(current)
                    .containsKey(id)
                    .extractingByKey(id)
                    .satisfies(after -> assertThat(after.activation()).isGreaterThanOrEqualTo(before.activation())));
            previous = current;
        }
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void spread_sameInputInAnyOrder_sameResult(@ForAll("scenarios") Scenario scenario, @ForAll long shuffleSeed) {
        Random random = new Random(shuffleSeed);
        List<Association> associations = new ArrayList<>(scenario.subgraph().associations());
        List<Mention> mentions = new ArrayList<>(scenario.subgraph().mentions());
        List<String> seedIds = new ArrayList<>(scenario.seeds().keySet());
        Collections.shuffle(associations, random);
        Collections.shuffle(mentions, random);
        Collections.shuffle(seedIds, random);
        Map<String, Double> seeds = new LinkedHashMap<>();
        seedIds.forEach(id -> seeds.put(id, scenario.seeds().get(id)));
        Scenario shuffled = new Scenario(
                seeds, new Subgraph(associations, mentions, scenario.subgraph().entityFanOut()), scenario.parameters());

        assertThat(shuffled.spread()).isEqualTo(scenario.spread()).isEqualTo(scenario.spread());
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void spread_anyGraph_pathContributionsMultiplyOutToTheActivation(@ForAll("scenarios") Scenario scenario) {
        double spreadFactor = scenario.parameters().spreadFactor();
        List<Activation> result = scenario.spread();
        int longestPath = result.stream().mapToInt(Activation::hops).max().orElse(0);
        Statistics.label("longest path").collect(Math.min(longestPath, 2));
        Statistics.label("longest path").coverage(check -> {
            check.check(1).percentage(p -> p >= 15);
            check.check(2).percentage(p -> p >= 15);
        });

        assertThat(result).allSatisfy(a -> {
            assertThat(a.hops())
                    .isEqualTo(a.path().size())
                    .isLessThanOrEqualTo(scenario.parameters().hops());
            if (a.direct()) {
                assertThat(a.activation()).isEqualTo(scenario.seeds().get(a.memoryId()));
                return;
            }
            String seed = a.path().get(0).fromId();
            double product = scenario.seeds().get(seed);
            String at = seed;
            for (PathStep step : a.path()) {
                assertThat(step.fromId()).isEqualTo(at);
                product *= spreadFactor * step.edgeWeight();
                assertThat(step.contribution()).isCloseTo(product, within(TOLERANCE));
                at = step.toId();
            }
            assertThat(at).isEqualTo(a.memoryId());
            assertThat(a.activation()).isCloseTo(product, within(TOLERANCE));
        });
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void spread_anyGraph_eachMemoryOnceSeedsKeptOrBettered_ordered(@ForAll("scenarios") Scenario scenario) {
        List<Activation> result = scenario.spread();

        assertThat(result)
                .extracting(Activation::memoryId)
                .doesNotHaveDuplicates()
                .containsAll(scenario.seeds().keySet());
        assertThat(result)
                .filteredOn(Activation::direct)
                .extracting(Activation::memoryId)
                .isSubsetOf(scenario.seeds().keySet());
        assertThat(result)
                .filteredOn(a -> scenario.seeds().containsKey(a.memoryId()))
                .allSatisfy(a -> assertThat(a.activation())
                        .isGreaterThanOrEqualTo(scenario.seeds().get(a.memoryId())))
                .filteredOn(a -> !a.direct())
                .allSatisfy(a -> assertThat(a.activation())
                        .isGreaterThan(scenario.seeds().get(a.memoryId())));
        assertThat(result)
                .isSortedAccordingTo((x, y) -> x.activation() != y.activation()
                        ? Double.compare(y.activation(), x.activation())
                        : x.memoryId().compareTo(y.memoryId()));
    }

    @Provide
    Arbitrary<Scenario> scenarios() {
        return Arbitraries.integers().between(2, 10).flatMap(n -> {
            Arbitrary<String> ids = Arbitraries.integers()
                    .between(0, n - 1)
                    .withDistribution(UNIFORM)
                    .map(i -> "m" + i);
            Arbitrary<String> entities = Arbitraries.of("e0", "e1", "e2", "e3", "e4");
            Arbitrary<Association> association = Combinators.combine(
                            ids, ids, uniform(0.0, 1.0), Arbitraries.of(AssociationKind.class))
                    .as(Association::new);
            Arbitrary<Mention> mention = Combinators.combine(ids, entities).as(Mention::new);
            Arbitrary<Map<String, Integer>> fanOut = Arbitraries.maps(
                            entities, Arbitraries.integers().between(1, 500))
                    .ofMaxSize(5);
            Arbitrary<Subgraph> subgraph = Combinators.combine(
                            association.list().ofMinSize(1).ofMaxSize(3 * n).withSizeDistribution(UNIFORM),
                            mention.list().ofMaxSize(2 * n).withSizeDistribution(UNIFORM),
                            fanOut)
                    .as(Subgraph::new);
            Arbitrary<Map<String, Double>> seeds =
                    Arbitraries.maps(ids, uniform(0.01, 1.0)).ofMinSize(1).ofMaxSize(3);
            return Combinators.combine(seeds, subgraph, parameters()).as(Scenario::new);
        });
    }

    private static Arbitrary<SpreadingParameters> parameters() {
        return Combinators.combine(
                        Arbitraries.integers().between(1, SpreadingParameters.MAX_HOPS),
                        uniform(0.2, 1.0),
                        Arbitraries.integers().between(1, 6),
                        Arbitraries.integers().between(1, 6),
                        uniform(0.0, 0.05),
                        uniform(0.0, 1.0))
                .as(SpreadingParameters::new);
    }

    private static Arbitrary<Double> uniform(double min, double max) {
        return Arbitraries.doubles().between(min, max).ofScale(SCALE).withDistribution(UNIFORM);
    }

    private static Map<String, Activation> byId(List<Activation> activations) {
        return activations.stream()
                .collect(Collectors.toMap(Activation::memoryId, Function.identity(), (a, b) -> a, HashMap::new));
    }
}
