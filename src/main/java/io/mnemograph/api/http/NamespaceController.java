package io.mnemograph.api.http;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import io.mnemograph.api.error.ApiErrors;
import io.mnemograph.api.error.ConflictError;
import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.api.request.ConfirmBody;
import io.mnemograph.api.security.NamespaceAccess;
import io.mnemograph.api.security.Role;
import io.mnemograph.api.service.MemoryEditing;
import io.mnemograph.model.NamespaceDeletion;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.tags.Tag;

/**
 * {@code DELETE /v1/namespaces/{namespace}}: forget a whole tenant, every memory (hot, cold, core), entity, session,
 * edge, idempotency key and lock of it, in batches of {@link #BATCH} nodes that each commit. The body must repeat
 * the namespace as {@code confirm}. An interrupted deletion is finished by sending the request again; a namespace
 * with nothing in it answers 200 with zero counts.
 */
@ApiErrors
@Tag(name = "namespaces")
@ExecuteOn(TaskExecutors.BLOCKING)
@Controller("/v1/namespaces")
public class NamespaceController {

    /** Nodes deleted per inner transaction. */
    public static final int BATCH = 500;

    private final MemoryEditing memories;
    private final NamespaceAccess access;

    public NamespaceController(MemoryEditing memories, NamespaceAccess access) {
        this.access = access;
        this.memories = memories;
    }

    @Operation(
            operationId = "deleteNamespace",
            summary = "Forget a whole namespace, in batches; send again to finish an interrupted run")
    @RequestBody(
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = ConfirmBody.class),
                            examples = @ExampleObject(name = "confirmed", value = "{\"confirm\": \"scratch\"}")))
    @ConflictError
    @Delete(value = "/{namespace}", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public NamespaceDeleted delete(@PathVariable String namespace, @Nullable @Body ConfirmBody body) {
        String ns = access.namespace(namespace, Role.WRITE);
        String confirm = (body == null ? ConfirmBody.NONE : body).confirm();
        if (!ns.equals(confirm)) {
            throw new InvalidInput("confirm", "must repeat the namespace to delete it with everything in it");
        }
        NamespaceDeletion deletion = memories.forgetNamespace(ns, BATCH);
        return new NamespaceDeleted(ns, deletion.nodesDeleted(), deletion.edgesDeleted());
    }

    /** Answer of a namespace deletion: what it removed (zero when there was nothing left). */
    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "NamespaceDeleted")
    public record NamespaceDeleted(String namespace, long nodesDeleted, long edgesDeleted) {}
}
