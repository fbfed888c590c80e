package io.mnemograph.api;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.json.JsonMapper;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.api.error.NotFound;
import io.mnemograph.api.security.NamespaceAccess;
import io.mnemograph.api.security.Role;
import io.mnemograph.store.MemoryStore;

import java.time.Clock;
import java.util.Set;

/** {@code POST /v1/associations}: link two memories of one namespace explicitly, with a weight in [0, 1]. */
@ExecuteOn(TaskExecutors.BLOCKING)
@Controller("/v1/associations")
public class AssociationController {

    private static final Set<String> FIELDS = Set.of("source", "target", "weight", "namespace");
    static final double DEFAULT_WEIGHT = 0.5;

    private final NamespaceAccess access;
    private final JsonMapper json;
    private final MemoryStore store;
    private final Clock clock;

    public AssociationController(JsonMapper json, MemoryStore store, NamespaceAccess access, Clock clock) {
        this.json = json;
        this.access = access;
        this.store = store;
        this.clock = clock;
    }

    @Post(consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public HttpResponse<AssociationView> associate(@Body byte[] body) {
        RequestFields fields = RequestFields.parse(json, body, FIELDS);
        String namespace = access.namespace(fields.optionalString("namespace", Namespaces.MAX_LENGTH, null),
                Role.WRITE);
        String source = fields.requiredId("source");
        String target = fields.requiredId("target");
        double weight = fields.optionalNumber("weight", 0.0, 1.0, DEFAULT_WEIGHT);
        if (source.equals(target)) {
            throw new InvalidInput("target", "must differ from source: a memory cannot be associated with itself");
        }
        store.write(tx -> {
            if (tx.get(namespace, source).isEmpty()) {
                throw new NotFound("source", source, namespace);
            }
            if (tx.get(namespace, target).isEmpty()) {
                throw new NotFound("target", target, namespace);
            }
            return tx.associate(namespace, source, target, weight, clock.instant());
        });
        return HttpResponse.created(new AssociationView(namespace, source, target, weight, "explicit"));
    }

    /** The association as stored. */
    @Serdeable
    public record AssociationView(String namespace, String source, String target, double weight, String kind) {
    }
}
