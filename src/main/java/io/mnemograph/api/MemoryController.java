package io.mnemograph.api;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.json.JsonMapper;
import io.micronaut.serde.annotation.Serdeable;
import io.mnemograph.api.error.NotFound;
import io.mnemograph.pipeline.Remembered;
import io.mnemograph.pipeline.RememberPipeline;
import io.mnemograph.store.MemoryStore;

import java.util.Map;

/** {@code /v1/memories}: remember, read and delete single memories. */
@Controller("/v1/memories")
public class MemoryController {

    private final JsonMapper json;
    private final RememberRequestReader reader;
    private final RememberPipeline remember;
    private final MemoryStore store;
    private final MetadataCodec metadata;

    public MemoryController(JsonMapper json, RememberRequestReader reader, RememberPipeline remember,
                            MemoryStore store, MetadataCodec metadata) {
        this.json = json;
        this.reader = reader;
        this.remember = remember;
        this.store = store;
        this.metadata = metadata;
    }

    @Post(consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
    public HttpResponse<RememberResponse> remember(@Body byte[] body) {
        var request = reader.read(RequestFields.parse(json, body, RememberRequestReader.FIELDS));
        Remembered result = remember.remember(request);
        return HttpResponse.created(new RememberResponse(result.id(), request.namespace(), result.importance()));
    }

    @Get(value = "/{id}", produces = MediaType.APPLICATION_JSON)
    public MemoryView get(@PathVariable String id, @QueryValue(defaultValue = Namespaces.DEFAULT) String namespace) {
        String memoryId = RequestFields.requireUuid("id", id);
        String ns = Namespaces.require(namespace);
        return store.get(ns, memoryId)
                .map(m -> MemoryView.of(m, metadata.decode(m.metadata())))
                .orElseThrow(() -> new NotFound("id", memoryId, ns));
    }

    @Delete(value = "/{id}", produces = MediaType.APPLICATION_JSON)
    public Map<String, Object> delete(@PathVariable String id,
                                      @QueryValue(defaultValue = Namespaces.DEFAULT) String namespace) {
        String memoryId = RequestFields.requireUuid("id", id);
        String ns = Namespaces.require(namespace);
        if (!store.delete(ns, memoryId)) {
            throw new NotFound("id", memoryId, ns);
        }
        return Map.of("id", memoryId, "deleted", true);
    }

    /** Answer of a remember. */
    @Serdeable
    public record RememberResponse(String id, String namespace, double importance) {
    }
}
