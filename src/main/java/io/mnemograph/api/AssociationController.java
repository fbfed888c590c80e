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
import io.mnemograph.api.security.NamespaceAccess;
import io.mnemograph.api.security.Role;

import java.util.Set;

/** {@code POST /v1/associations}: link two memories of one namespace explicitly, with a weight in [0, 1]. */
@ExecuteOn(TaskExecutors.BLOCKING)
@Controller("/v1/associations")
public class AssociationController {

    private static final Set<String> FIELDS = Set.of("source", "target", "weight", "namespace");

    private final NamespaceAccess access;
    private final JsonMapper json;
    private final MemoryService memories;

    public AssociationController(JsonMapper json, MemoryService memories, NamespaceAccess access) {
        this.json = json;
        this.access = access;
        this.memories = memories;
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

    /** The association as stored. */
    @Serdeable
    public record AssociationView(String namespace, String source, String target, double weight, String kind) {
    }
}
