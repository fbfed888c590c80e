package io.mnemograph.client;

import io.mnemograph.client.model.AssociateRequest;
import io.mnemograph.client.model.Association;
import io.mnemograph.client.model.AssociationRemoval;
import io.mnemograph.client.model.BatchRequest;
import io.mnemograph.client.model.BatchResponse;
import io.mnemograph.client.model.BrowseQuery;
import io.mnemograph.client.model.ConfirmRequest;
import io.mnemograph.client.model.ConsolidateRequest;
import io.mnemograph.client.model.Consolidation;
import io.mnemograph.client.model.Forgotten;
import io.mnemograph.client.model.History;
import io.mnemograph.client.model.Memory;
import io.mnemograph.client.model.MemoryLinks;
import io.mnemograph.client.model.MemoryPage;
import io.mnemograph.client.model.NamespaceDeleted;
import io.mnemograph.client.model.PatchRequest;
import io.mnemograph.client.model.RecallRequest;
import io.mnemograph.client.model.RecallResponse;
import io.mnemograph.client.model.RecallResult;
import io.mnemograph.client.model.RememberRequest;
import io.mnemograph.client.model.RememberResponse;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A client of mnemograph's HTTP API v1 (docs/api.md): every route, one method each; thread-safe. A refused call
 * throws a {@link MnemographException} subclass with the service's code, field and message.
 *
 * <pre>{@code
 * MnemographClient memory = MnemographClient.builder("http://127.0.0.1:8080").namespace("alice").build();
 * memory.remember(RememberRequest.builder("Ana is vegetarian").sessionId("trip-2").build());
 * List<RecallResult> relevant = memory.recall("any diets to keep in mind?");
 * }</pre>
 */
public final class MnemographClient {

    private final Transport transport;

    private MnemographClient(Transport transport) {
        this.transport = transport;
    }

    /** A builder for a client of the service at this URL (for example http://127.0.0.1:8080). */
    public static Builder builder(String baseUrl) {
        return new Builder(baseUrl);
    }

    /** The same client with another default namespace. */
    public MnemographClient withNamespace(String namespace) {
        return new MnemographClient(transport.withNamespace(namespace));
    }

    /** The namespace of calls that name none (null: the key's only one, else default). */
    public String namespace() {
        return transport.namespace();
    }

    /** {@code POST /v1/memories}: remember one memory (201; with a repeated idempotency key the first, replayed). */
    public RememberResponse remember(RememberRequest request) {
        return transport.json("POST", "/v1/memories", null, request, true, RememberResponse.class);
    }

    /** Remember this content with the service's defaults. */
    public RememberResponse remember(String content) {
        return remember(RememberRequest.of(content));
    }

    /** {@code POST /v1/memories/batch}: remember 1..1000 memories in one transaction, all or none. */
    public BatchResponse rememberBatch(BatchRequest request) {
        return transport.json("POST", "/v1/memories/batch", null, request, true, BatchResponse.class);
    }

    /** Remember these memories in one transaction. */
    public BatchResponse rememberBatch(List<RememberRequest> memories) {
        return rememberBatch(BatchRequest.of(memories));
    }

    /** {@code POST /v1/recall}: the most relevant memories, best first. */
    public RecallResponse recall(RecallRequest request) {
        return transport.json("POST", "/v1/recall", null, request, true, RecallResponse.class);
    }

    /** The results of a recall of this query with the service's defaults. */
    public List<RecallResult> recall(String query) {
        return recall(RecallRequest.of(query)).results();
    }

    /** {@code GET /v1/memories/{id}}: one memory with all its state. */
    public Memory get(String id) {
        return transport.json("GET", "/v1/memories/" + segment(id), null, null, true, Memory.class);
    }

    /** {@code PATCH /v1/memories/{id}}: new content and/or weight; answers the memory as it now is. */
    public Memory patch(String id, PatchRequest change) {
        return transport.json("PATCH", "/v1/memories/" + segment(id), null, change, true, Memory.class);
    }

    /** {@code DELETE /v1/memories/{id}}: forget the memory now, with its edges. */
    public Forgotten delete(String id) {
        return transport.json("DELETE", "/v1/memories/" + segment(id), null, null, true, Forgotten.class);
    }

    /** {@code GET /v1/memories/{id}/history}: the first page of the supersedes chain through the memory. */
    public History history(String id) {
        return history(id, null, null);
    }

    /** A page of the supersedes chain: limit 1..1000 links (null: 100), from the cursor of the previous page. */
    public History history(String id, Integer limit, String cursor) {
        Map<String, Object> query = new LinkedHashMap<>();
        query.put("limit", limit);
        query.put("cursor", cursor);
        return transport.json("GET", "/v1/memories/" + segment(id) + "/history", query, null, true, History.class);
    }

    /** {@code GET /v1/memories/{id}/associations}: the memory's links and entities, at most limit (null: 100). */
    public MemoryLinks associations(String id, Integer limit) {
        Map<String, Object> query = new LinkedHashMap<>();
        query.put("limit", limit);
        return transport.json(
                "GET", "/v1/memories/" + segment(id) + "/associations", query, null, true, MemoryLinks.class);
    }

    /** {@code POST /v1/associations}: link two memories explicitly. */
    public Association associate(AssociateRequest request) {
        return transport.json("POST", "/v1/associations", null, request, true, Association.class);
    }

    /** {@code DELETE /v1/associations}: remove the link of this kind (null: explicit) from source to target. */
    public AssociationRemoval removeAssociation(String source, String target, String kind) {
        Map<String, Object> query = new LinkedHashMap<>();
        query.put("source", source);
        query.put("target", target);
        query.put("kind", kind);
        return transport.json("DELETE", "/v1/associations", query, null, true, AssociationRemoval.class);
    }

    /** {@code GET /v1/memories}: one page of the namespace's memories, oldest first, every tier. */
    public MemoryPage browse(BrowseQuery query) {
        Map<String, Object> parameters = new LinkedHashMap<>();
        parameters.put("namespace", query.namespace());
        parameters.put("tier", query.tier());
        parameters.put("kind", query.kind());
        parameters.put("session_id", query.sessionId());
        parameters.put("created_after", query.createdAfter());
        parameters.put("cursor", query.cursor());
        parameters.put("limit", query.limit());
        return transport.json("GET", "/v1/memories", parameters, null, true, MemoryPage.class);
    }

    /** Every memory the query's filters pass, page after page as the stream is read. */
    public Stream<Memory> browseAll(BrowseQuery query) {
        Iterator<Memory> memories = new Iterator<>() {
            private MemoryPage page = browse(query);
            private Iterator<Memory> current = page.memories().iterator();

            @Override
            public boolean hasNext() {
                while (!current.hasNext() && page.nextCursor() != null) {
                    page = browse(query.from(page.nextCursor()));
                    current = page.memories().iterator();
                }
                return current.hasNext();
            }

            @Override
            public Memory next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return current.next();
            }
        };
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(memories, Spliterator.ORDERED), false);
    }

    /** {@code DELETE /v1/namespaces/{namespace}}: forget every memory, entity, session and edge of it. */
    public NamespaceDeleted deleteNamespace(String namespace) {
        return transport.json("DELETE", "/v1/namespaces/" + segment(namespace), null,
                new ConfirmRequest(namespace), false, NamespaceDeleted.class);
    }

    /** {@code GET /v1/export}: the namespace as JSON Lines (docs/export.md) into {@code out}; answers the bytes. */
    public long export(boolean vectors, OutputStream out) {
        HttpResponse<InputStream> response =
                transport.send("GET", "/v1/export", Map.of("vectors", vectors), null, true);
        try (InputStream in = response.body()) {
            return in.transferTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The namespace's export, one JSON object per line, read whole (for small namespaces). */
    public List<Map<String, Object>> exportLines(boolean vectors) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        export(vectors, bytes);
        List<Map<String, Object>> lines = new ArrayList<>();
        for (String line : bytes.toString(StandardCharsets.UTF_8).split("\n")) {
            if (!line.isBlank()) {
                try {
                    lines.add(Transport.JSON.readValue(line, Transport.JSON.getTypeFactory()
                            .constructMapType(LinkedHashMap.class, String.class, Object.class)));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return lines;
    }

    /** {@code POST /v1/consolidate}: the lifecycle sweep of the namespace now. */
    public Consolidation consolidate() {
        return consolidate(new ConsolidateRequest(null, null));
    }

    /** The lifecycle sweep of the request's namespace as of its {@code at}. */
    public Consolidation consolidate(ConsolidateRequest request) {
        return transport.json("POST", "/v1/consolidate", null, request, true, Consolidation.class);
    }

    private static String segment(String value) {
        return Transport.encode(Objects.requireNonNull(value, "id"));
    }

    /** The settings of a {@link MnemographClient}: each has a default that works on loopback. */
    public static final class Builder {
        private final String baseUrl;
        private String apiKey;
        private String namespace;
        private Duration timeout = Duration.ofSeconds(60);
        private Duration connectTimeout = Duration.ofSeconds(10);
        private int maxRetries = 3;
        private Duration maxRetryWait = Duration.ofSeconds(30);
        private HttpClient httpClient;

        private Builder(String baseUrl) {
            this.baseUrl = Objects.requireNonNull(baseUrl, "baseUrl");
        }

        /** The API key (a {@code Bearer} token); null without keys. */
        public Builder apiKey(String value) {
            apiKey = value;
            return this;
        }

        /** The namespace of every call that names none. */
        public Builder namespace(String value) {
            namespace = value;
            return this;
        }

        /** How long one request may wait for its answer (default 60 s). */
        public Builder timeout(Duration value) {
            timeout = Objects.requireNonNull(value);
            return this;
        }

        /** How long to wait for the connection (default 10 s). */
        public Builder connectTimeout(Duration value) {
            connectTimeout = Objects.requireNonNull(value);
            return this;
        }

        /** How often a 429 or 503 is retried (default 3; 0: never). */
        public Builder maxRetries(int value) {
            if (value < 0) {
                throw new IllegalArgumentException("maxRetries must be at least 0 (got " + value + ")");
            }
            maxRetries = value;
            return this;
        }

        /** The longest Retry-After the client waits out; a longer one fails at once (default 30 s). */
        public Builder maxRetryWait(Duration value) {
            maxRetryWait = Objects.requireNonNull(value);
            return this;
        }

        /** An HttpClient of your own (proxy, TLS); the connect timeout is then its own. */
        public Builder httpClient(HttpClient value) {
            httpClient = value;
            return this;
        }

        /** The client. */
        public MnemographClient build() {
            HttpClient http = httpClient != null
                    ? httpClient
                    : HttpClient.newBuilder().connectTimeout(connectTimeout).build();
            return new MnemographClient(
                    new Transport(http, baseUrl, apiKey, namespace, timeout, maxRetries, maxRetryWait));
        }
    }
}
