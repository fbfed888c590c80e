package io.mnemograph;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import io.mnemograph.config.ClockFactory;
import io.mnemograph.testing.MainClasses;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The layering of design §2, enforced. */
class ArchitectureTest {

    private static final JavaClasses MAIN = MainClasses.ALL;

    /** Every package of the service, each in one floor of {@link #layers_noDependencyPointsUp}. */
    private static final List<String> FLOORS = List.of(
            "launcher",
            "tools",
            "cli",
            "startup",
            "api",
            "transfer",
            "analytics",
            "pipeline",
            "store",
            "embedding",
            "logging",
            "config",
            "model",
            "core");

    /**
     * No arrow points up a floor (docs/architecture.md): tools -> api -> transfer, analytics, pipeline -> store ->
     * embedding -> config -> core; startup (what runs once the server listens: the port check, the warm-up, the
     * ready line) reads the floors below api and nothing reads it but {@code Application}; logging (the log encoder logback loads) reads only config. The domain types every
     * floor passes around are in {@code model}, beside the floors: every floor may use it, it uses only core.
     */
    @Test
    void layers_noDependencyPointsUp() {
        layeredArchitecture()
                .consideringOnlyDependenciesInLayers()
                .layer("launcher")
                .definedBy("io.mnemograph.launcher..")
                .layer("tools")
                .definedBy("io.mnemograph.tools..")
                .layer("cli")
                .definedBy("io.mnemograph.cli..")
                .layer("startup")
                .definedBy("io.mnemograph.startup..")
                .layer("api")
                .definedBy("io.mnemograph.api..")
                .layer("transfer")
                .definedBy("io.mnemograph.transfer..")
                .layer("analytics")
                .definedBy("io.mnemograph.analytics..")
                .layer("pipeline")
                .definedBy("io.mnemograph.pipeline..")
                .layer("store")
                .definedBy("io.mnemograph.store..")
                .layer("embedding")
                .definedBy("io.mnemograph.embedding..")
                .layer("logging")
                .definedBy("io.mnemograph.logging..")
                .layer("config")
                .definedBy("io.mnemograph.config..")
                .layer("model")
                .definedBy("io.mnemograph.model..")
                .layer("core")
                .definedBy("io.mnemograph.core..")
                .whereLayer("launcher")
                .mayNotBeAccessedByAnyLayer()
                .whereLayer("tools")
                .mayNotBeAccessedByAnyLayer()
                .whereLayer("cli")
                .mayOnlyBeAccessedByLayers("tools")
                .whereLayer("startup")
                .mayNotBeAccessedByAnyLayer()
                .whereLayer("api")
                .mayOnlyBeAccessedByLayers("cli", "tools")
                .whereLayer("transfer")
                .mayOnlyBeAccessedByLayers("api", "cli", "tools")
                .whereLayer("analytics")
                .mayOnlyBeAccessedByLayers("api", "cli", "tools")
                .whereLayer("pipeline")
                .mayOnlyBeAccessedByLayers("startup", "api", "cli", "tools")
                .whereLayer("store")
                .mayOnlyBeAccessedByLayers("pipeline", "transfer", "analytics", "startup", "api", "cli", "tools")
                .whereLayer("embedding")
                .mayOnlyBeAccessedByLayers(
                        "store", "pipeline", "transfer", "analytics", "startup", "api", "cli", "tools")
                .whereLayer("logging")
                .mayNotBeAccessedByAnyLayer()
                .whereLayer("config")
                .mayOnlyBeAccessedByLayers(
                        "logging",
                        "embedding",
                        "store",
                        "pipeline",
                        "transfer",
                        "analytics",
                        "startup",
                        "api",
                        "cli",
                        "tools")
                .whereLayer("model")
                .mayOnlyBeAccessedByLayers(
                        "store", "pipeline", "transfer", "analytics", "startup", "api", "cli", "tools")
                .check(MAIN);
    }

    @Test
    void everyPackage_isInAFloor() {
        Set<String> outside = new TreeSet<>();
        for (JavaClass type : MAIN) {
            String name = type.getPackageName();
            if (!name.equals("io.mnemograph")
                    && FLOORS.stream()
                            .noneMatch(floor -> name.equals("io.mnemograph." + floor)
                                    || name.startsWith("io.mnemograph." + floor + "."))) {
                outside.add(name);
            }
        }
        assertThat(outside)
                .as("packages in no floor of ArchitectureTest (add each to a layer)")
                .isEmpty();
    }

    @Test
    void launcher_dependsOnNothingButTheJdk() {
        // compiled for Java 8 so that an old JVM reads it and says which Java mnemograph needs; it starts
        // io.mnemograph.Application by name, never by reference
        classes()
                .that()
                .resideInAPackage("io.mnemograph.launcher..")
                .should()
                .onlyDependOnClassesThat()
                .resideInAnyPackage("io.mnemograph.launcher..", "java..")
                .check(MAIN);
    }

    @Test
    void packages_haveNoCycle() {
        slices().matching("io.mnemograph.(*)..").should().beFreeOfCycles().check(MAIN);
    }

    @Test
    void subPackages_haveNoCycle() {
        // store and pipeline are split by what they serve (store.recall, store.lexical, ...; pipeline.recall, ...):
        // no two of their packages, the floor's own included, depend on each other in a cycle
        slices().matching("io.mnemograph.(**)")
                .should()
                .beFreeOfCycles()
                .check(MAIN.that(
                        JavaClass.Predicates.resideInAnyPackage("io.mnemograph.store..", "io.mnemograph.pipeline..")));
    }

    @Test
    void core_dependsOnNothingButTheJdk() {
        classes()
                .that()
                .resideInAPackage("io.mnemograph.core..")
                .should()
                .onlyDependOnClassesThat()
                .resideInAnyPackage("io.mnemograph.core..", "java..")
                .allowEmptyShould(true)
                .check(MAIN);
    }

    @Test
    void core_importsNeitherNeo4jNorMicronaut() {
        noClasses()
                .that()
                .resideInAPackage("io.mnemograph.core..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("org.neo4j..", "io.micronaut..", "jakarta..")
                .allowEmptyShould(true)
                .check(MAIN);
    }

    @Test
    void store_importsNeitherPipelineNorApi() {
        noClasses()
                .that()
                .resideInAPackage("io.mnemograph.store..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("io.mnemograph.pipeline..", "io.mnemograph.api..")
                .check(MAIN);
    }

    @Test
    void api_neverImportsTheStore() {
        // the API reaches the database through the pipelines (pipeline.MemoryRepository, DatabaseStatus) and passes
        // the domain types of model; it knows no store class
        noClasses()
                .that()
                .resideInAPackage("io.mnemograph.api..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("io.mnemograph.store..")
                .check(MAIN);
    }

    @Test
    void applicationServices_knowNeitherRoutesNorTools() {
        // api.service holds the use cases the HTTP routes and the MCP tools share (MemoryEditing, MemoryReading,
        // MemoryLinking); they answer the domain types of model, which the routes and the tools map to their views
        noClasses()
                .that()
                .resideInAPackage("io.mnemograph.api.service..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("io.mnemograph.api.http..", "io.mnemograph.api.mcp..")
                .check(MAIN);
    }

    @Test
    void model_dependsOnCoreAndTheJdkOnly() {
        classes()
                .that()
                .resideInAPackage("io.mnemograph.model..")
                .should()
                .onlyDependOnClassesThat()
                .resideInAnyPackage("io.mnemograph.model..", "io.mnemograph.core..", "java..")
                .check(MAIN);
    }

    @Test
    void store_neverCallsTheApiLayer() {
        noClasses()
                .that()
                .resideInAnyPackage("io.mnemograph.store..", "io.mnemograph.pipeline..", "io.mnemograph.embedding..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("io.mnemograph.api..")
                .check(MAIN);
    }

    @Test
    void service_neverDependsOnTheTools() {
        // the tools (io.mnemograph.tools: bench, eval, peers, soak; src/tools/java) drive the service and ship in
        // mnemograph-tools.jar only (docs/decisions/0029-tools-source-set.md); the service, Application and its
        // commands included, knows nothing of them (cli.ToolCommands names their commands as strings), and their
        // Cypher is under cypher/tools/, named by their own enums (tools.bench.BenchQuery, tools.eval.EvalQuery)
        noClasses()
                .that()
                .resideOutsideOfPackage("io.mnemograph.tools..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("io.mnemograph.tools..")
                .check(MAIN);
    }

    @Test
    void service_neverDependsOnThePeer() {
        // the JVM peer (LangChain4j's community Neo4j store) is on the test classpath only; the service finds it, when
        // it is there, through io.mnemograph.tools.peer.Peers (ServiceLoader), never by name
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "dev.langchain4j.community..",
                        "dev.langchain4j.store..",
                        "io.mnemograph.tools.peer.langchain4j..")
                .check(MAIN);
    }

    @Test
    void onlyTheClockFactory_readsTheWallClock() {
        // time is injected (CONTRIBUTING.md): the service's beans get the Clock bean, the commands that run without a
        // context take ClockFactory.system() once; System.nanoTime, monotonic and for durations only, is no clock read
        noClasses()
                .that()
                .doNotHaveFullyQualifiedName(ClockFactory.class.getName())
                .should()
                .callMethod(Clock.class, "systemUTC")
                .orShould()
                .callMethod(Clock.class, "systemDefaultZone")
                .orShould()
                .callMethod(Instant.class, "now")
                .orShould()
                .callMethod(System.class, "currentTimeMillis")
                .orShould()
                .callMethod(LocalDate.class, "now")
                .orShould()
                .callMethod(LocalDateTime.class, "now")
                .orShould()
                .callMethod(OffsetDateTime.class, "now")
                .orShould()
                .callMethod(ZonedDateTime.class, "now")
                .check(MAIN);
    }
}
