package io.mnemograph.store.embedded;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.internal.kernel.api.exceptions.ProcedureException;
import org.neo4j.kernel.api.procedure.GlobalProcedures;
import org.neo4j.kernel.internal.GraphDatabaseAPI;
import org.neo4j.procedure.impl.GlobalProceduresRegistry;

/**
 * Registers the Graph Data Science procedures and functions found on the classpath into a running embedded server.
 *
 * <p>A Neo4j server loads procedures only from jars in its plugins directory; the GDS jars here are on the
 * application classpath instead, and list their procedure and function classes in {@code META-INF/services}
 * (stack-notes "GDS with 2026.08.1"). Their kernel extensions load on their own through the {@code ServiceLoader}.
 */
final class EmbeddedGds {

    /** The procedure namespace allowed unrestricted access (GDS reads the store's internals). */
    static final String UNRESTRICTED = "gds.*";

    private static final String PROCEDURES = "META-INF/services/org.neo4j.procedure.Procedure";
    private static final String FUNCTIONS = "META-INF/services/org.neo4j.procedure.UserFunction";
    private static final String GDS_PACKAGE = "org.neo4j.gds.";

    private EmbeddedGds() {}

    /** What was registered: numbers of procedure and function classes. */
    record Registered(int procedureClasses, int functionClasses) {}

    /** Registers every GDS procedure and function class into the server's global procedure registry. */
    static Registered register(DatabaseManagementService dbms) {
        GlobalProcedures procedures = ((GraphDatabaseAPI) dbms.database("system"))
                .getDependencyResolver()
                .resolveDependency(GlobalProcedures.class);
        Set<String> procedureClasses = gdsClassesListedIn(PROCEDURES);
        Set<String> functionClasses = gdsClassesListedIn(FUNCTIONS);
        if (procedureClasses.isEmpty()) {
            throw new IllegalStateException("mnemograph.embedded.gds is on but no GDS procedures are on the classpath");
        }
        try {
            if (procedures instanceof GlobalProceduresRegistry registry) {
                try (GlobalProceduresRegistry.BulkRegistration bulk = registry.bulk()) {
                    registerAll(bulk, procedureClasses, functionClasses);
                }
            } else {
                registerAll(procedures, procedureClasses, functionClasses);
            }
        } catch (ProcedureException | ClassNotFoundException e) {
            throw new IllegalStateException("cannot register the GDS procedures: " + e.getMessage(), e);
        }
        return new Registered(procedureClasses.size(), functionClasses.size());
    }

    private static void registerAll(GlobalProcedures target, Set<String> procedureClasses, Set<String> functionClasses)
            throws ProcedureException, ClassNotFoundException {
        for (String name : procedureClasses) {
            target.registerProcedure(load(name));
        }
        for (String name : functionClasses) {
            Class<?> type = load(name);
            target.registerFunction(type);
            target.registerAggregationFunction(type);
        }
    }

    private static Class<?> load(String name) throws ClassNotFoundException {
        return Class.forName(name, true, EmbeddedGds.class.getClassLoader());
    }

    private static Set<String> gdsClassesListedIn(String serviceFile) {
        Set<String> names = new TreeSet<>();
        try {
            List<URL> files =
                    Collections.list(EmbeddedGds.class.getClassLoader().getResources(serviceFile));
            for (URL file : files) {
                try (BufferedReader reader =
                        new BufferedReader(new InputStreamReader(file.openStream(), StandardCharsets.UTF_8))) {
                    reader.lines()
                            .map(String::strip)
                            .filter(line -> line.startsWith(GDS_PACKAGE))
                            .forEach(names::add);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + serviceFile + " from the classpath", e);
        }
        return names;
    }
}
