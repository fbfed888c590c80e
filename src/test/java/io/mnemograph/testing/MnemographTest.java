package io.mnemograph.testing;

import io.micronaut.context.annotation.Factory;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * An end-to-end test of the whole service on the shared embedded Neo4j, emptied before each test. Test classes with
 * the same class-level {@code @Property} settings share one running service ({@link SharedServices}); {@code @Factory}
 * makes Micronaut compile the class's injection points, as {@code @MicronautTest} does.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@ExtendWith({EmbeddedNeo4jExtension.class, MnemographExtension.class})
@Factory
public @interface MnemographTest {}
