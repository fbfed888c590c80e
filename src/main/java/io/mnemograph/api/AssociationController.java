package io.mnemograph.api;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Post;
import io.micronaut.json.JsonMapper;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.mnemograph.api.security.NamespaceAccess;
import io.mnemograph.api.security.Role;
import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.api.error.NotFound;
import io.mnemograph.core.graph.AssociationKind;
import io.mnemograph.store.MemoryStore;

import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * {@code POST /v1/associations}: link two memories of one namespace explicitly, with a weight in [0, 1];
 * {@code DELETE /v1/associations}: remove one link.
 */
@ExecuteOn(TaskExecutors.BLOCKING)
@Controller("/v1/associations")
public class AssociationController {

    private static final Set<String> FIELDS = Set.of("source", "target", "weight", "namespace");
    private static final Set<String> DELETE_PARAMETERS = Set.of("source", "target", "kind", "namespace");
    static final List<String> KINDS = Arrays.stream(AssociationKind.values()).map(AssociationKind::graphName).toList();

    private final NamespaceAccess access;
    private final JsonMapper json;
    private final MemoryService memories;
    private final MemoryStore store;

    public AssociationController(JsonMapper json, MemoryService memories, MemoryStore store, NamespaceAccess access) {
        this.json = json;
        this.access = access;
        this.memories = memories;
        this.store = store;
    }

    @Post(consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public HttpResponse<AssociationView> associate(@Body byte[] body) {
        RequestFields fields = RequestFields.parse(json, body, FIELDS);
        String namespace = access.namespace(fields.optionalString("namespace", Namespaces.MAX_LENGTH, null),
                Role.WRITE);
        return HttpResponse.created(memories.associate(namespace, fields.requiredId("source"),
                fields.requiredId("target"), fields.optionalNumber("weight", 0.0, 1.0,
                        MemoryService.DEFAULT_ASSOCIATION_WEIGHT)));
    }

    /**
     * Removes the association of {@code kind} (default {@code explicit}) from {@code source} to {@code target}, in
     * the direction it was made; 404 when the namespace holds none.
     */
    @Delete(produces = MediaType.APPLICATION_JSON)
    public AssociationRemoval remove(HttpRequest<?> request) {
        QueryParameters parameters = QueryParameters.of(request.getParameters(), DELETE_PARAMETERS);
        String namespace = access.namespace(parameters.text("namespace"), Role.WRITE);
        String source = requiredId(parameters, "source");
        String target = requiredId(parameters, "target");
        String kind = parameters.oneOf("kind", KINDS);
        String removed = kind == null ? AssociationKind.EXPLICIT.graphName() : kind;
        if (!store.write(tx -> tx.browsing().removeAssociation(namespace, source, target, removed))) {
            throw NotFound.association(source, target, removed, namespace);
        }
        return new AssociationRemoval(namespace, source, target, removed, true);
    }

    private static String requiredId(QueryParameters parameters, String name) {
        String id = parameters.text(name);
        if (id == null) {
            throw new InvalidInput(name, "is required");
        }
        return RequestFields.requireUuid(name, id);
    }

    /** What a {@code DELETE /v1/associations} removed. */
    @Serdeable
    public record AssociationRemoval(String namespace, String source, String target, String kind, boolean deleted) {
    }

    /** The association as stored. */
    @Serdeable
    public record AssociationView(String namespace, String source, String target, double weight, String kind) {
    }
}
