package io.mnemograph.testing;

import io.micronaut.context.ApplicationContext;
import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * The running services of a test JVM, one per distinct configuration (the class-level {@link Property} annotations of
 * a test class): a service starts once and serves every test class that asks for the same configuration, the way one
 * deployment serves many clients. The default configuration stays up to the JVM's end; of the others, the two used
 * last stay, so classes of a rare configuration do not hold memory for the rest of the run.
 */
public final class SharedServices {

    private static final int OTHERS_KEPT = 2;
    private static final Map<Map<String, String>, ApplicationContext> OTHERS = new LinkedHashMap<>(4, 0.75f, true);
    private static ApplicationContext standard;

    private SharedServices() {}

    /** The service for {@code testClass}'s configuration, started on first use. */
    static synchronized ApplicationContext of(Class<?> testClass) {
        Map<String, String> configuration = configuration(testClass);
        if (configuration.isEmpty()) {
            if (standard == null) {
                standard = start(configuration);
                Runtime.getRuntime().addShutdownHook(new Thread(standard::close, "shared-service-stop"));
            }
            return standard;
        }
        ApplicationContext context = OTHERS.get(configuration);
        if (context == null) {
            closeLeastRecentlyUsed(OTHERS_KEPT - 1);
            context = start(configuration);
            OTHERS.put(configuration, context);
        }
        return context;
    }

    /**
     * The running service of the default test configuration, for tests that are not {@code @MnemographTest} classes
     * (jqwik containers); shared, so never closed by its caller.
     */
    public static EmbeddedServer standardServer() {
        return of(Object.class).getBean(EmbeddedServer.class);
    }

    private static Map<String, String> configuration(Class<?> testClass) {
        Map<String, String> properties = new TreeMap<>();
        for (Property property : AnnotationSupport.findRepeatableAnnotations(testClass, Property.class)) {
            properties.put(property.name(), property.value());
        }
        return properties;
    }

    private static ApplicationContext start(Map<String, String> configuration) {
        Map<String, Object> properties = new LinkedHashMap<>(configuration);
        properties.put("mnemograph.neo4j.uri", SharedNeo4j.server().boltUri());
        ApplicationContext context = ApplicationContext.builder()
                .environments("test")
                .properties(properties)
                .start();
        context.getBean(EmbeddedServer.class).start();
        return context;
    }

    /**
     * Closes the services used longest ago until {@code kept} remain, before another starts: a closing service puts
     * back process-wide state it changed at its start (the log format), which must not undo the new one's.
     */
    private static void closeLeastRecentlyUsed(int kept) {
        Iterator<ApplicationContext> eldestFirst = OTHERS.values().iterator();
        while (OTHERS.size() > kept) {
            eldestFirst.next().close();
            eldestFirst.remove();
        }
    }
}
