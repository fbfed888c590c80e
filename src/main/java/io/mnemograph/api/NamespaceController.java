package io.mnemograph.api;

import io.mnemograph.api.security.NamespaceAccess;
import io.mnemograph.api.security.Role;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.json.JsonMapper;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import io.mnemograph.api.error.InvalidInput;
import io.mnemograph.store.MemoryStore;
import io.mnemograph.store.NamespaceDeletion;

import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * {@code DELETE /v1/namespaces/{namespace}}: forget a whole tenant, every memory (hot, cold, core), entity, session,
 * edge, idempotency key and lock of it, in batches of {@link #BATCH} nodes that each commit. The body must repeat
 * the namespace as {@code confirm}. An interrupted deletion is finished by sending the request again; a namespace
 * with nothing in it answers 200 with zero counts.
 */
@ExecuteOn(TaskExecutors.BLOCKING)
@Controller("/v1/namespaces")
public class NamespaceController {

    static final Set<String> FIELDS = Set.of("confirm");

    /** Nodes deleted per inner transaction. */
    static final int BATCH = 500;

    private static final byte[] EMPTY_OBJECT = "{}".getBytes(StandardCharsets.UTF_8);

    private final JsonMapper json;
    private final MemoryStore store;

    private final NamespaceAccess access;

    public NamespaceController(JsonMapper json, MemoryStore store, NamespaceAccess access) {
        this.access = access;
        this.json = json;
        this.store = store;
    }

    @Delete(value = "/{namespace}", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public NamespaceDeleted delete(@PathVariable String namespace, @Nullable @Body byte[] body) {
        String ns = access.namespace(namespace, Role.WRITE);
        RequestFields fields = RequestFields.parse(json, body == null || body.length == 0 ? EMPTY_OBJECT : body,
                FIELDS);
        String confirm = fields.optionalString("confirm", Namespaces.MAX_LENGTH, null);
        if (!ns.equals(confirm)) {
            throw new InvalidInput("confirm", "must repeat the namespace to delete it with everything in it");
        }
        NamespaceDeletion deletion = store.deleteNamespace(ns, BATCH);
        return new NamespaceDeleted(ns, deletion.nodesDeleted(), deletion.edgesDeleted());
    }

    /** Answer of a namespace deletion: what it removed (zero when there was nothing left). */
    @Serdeable(naming = SnakeCaseStrategy.class)
    public record NamespaceDeleted(String namespace, long nodesDeleted, long edgesDeleted) {
    }
}
