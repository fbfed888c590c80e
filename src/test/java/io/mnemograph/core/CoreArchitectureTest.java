package io.mnemograph.core;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import io.mnemograph.testing.MainClasses;
import java.time.Clock;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The core package is pure math: only java.* dependencies, and time is always passed in. */
class CoreArchitectureTest {

    private static final JavaClasses CORE =
            MainClasses.ALL.that(JavaClass.Predicates.resideInAPackage("io.mnemograph.core.."));

    @Test
    void core_dependsOnlyOnJavaAndItself() {
        classes()
                .should()
                .onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "io.mnemograph.core..")
                .check(CORE);
    }

    @Test
    void core_neverReadsTheClock() {
        noClasses()
                .should()
                .callMethod(Instant.class, "now")
                .orShould()
                .callMethod(System.class, "currentTimeMillis")
                .orShould()
                .callMethod(System.class, "nanoTime")
                .orShould()
                .callMethod(Clock.class, "systemUTC")
                .orShould()
                .callMethod(Clock.class, "systemDefaultZone")
                .check(CORE);
    }
}
