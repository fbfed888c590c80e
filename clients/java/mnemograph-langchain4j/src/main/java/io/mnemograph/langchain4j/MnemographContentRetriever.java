package io.mnemograph.langchain4j;

import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.rag.content.Content;
import dev.langchain4j.rag.content.ContentMetadata;
import dev.langchain4j.rag.content.retriever.ContentRetriever;
import dev.langchain4j.rag.query.Query;
import io.mnemograph.client.MnemographClient;
import io.mnemograph.client.model.RecallRequest;
import io.mnemograph.client.model.RecallResult;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A LangChain4j {@link ContentRetriever} that recalls from mnemograph: each result a {@link Content} with its score
 * ({@link ContentMetadata#SCORE}) and memory id ({@link ContentMetadata#EMBEDDING_ID}), and the memory's id, via,
 * tier and score in the segment's metadata. The recall's session is the chat memory id of the query (so the
 * conversation's recent memories are primed) unless a fixed one is set.
 *
 * <pre>{@code
 * ContentRetriever memories = MnemographContentRetriever.builder(client).limit(5).build();
 * }</pre>
 */
public final class MnemographContentRetriever implements ContentRetriever {

    private final MnemographClient client;
    private final int limit;
    private final Double threshold;
    private final String sessionId;
    private final boolean sessionFromChatMemory;

    private MnemographContentRetriever(Builder builder) {
        this.client = builder.namespace == null ? builder.client : builder.client.withNamespace(builder.namespace);
        this.limit = builder.limit;
        this.threshold = builder.threshold;
        this.sessionId = builder.sessionId;
        this.sessionFromChatMemory = builder.sessionFromChatMemory;
    }

    /** A builder of a retriever that recalls through this client (and its namespace). */
    public static Builder builder(MnemographClient client) {
        return new Builder(client);
    }

    @Override
    public List<Content> retrieve(Query query) {
        RecallRequest.Builder recall = RecallRequest.builder(query.text()).limit(limit);
        if (threshold != null) {
            recall.threshold(threshold);
        }
        String session = session(query);
        if (session != null) {
            recall.sessionId(session);
        }
        return client.recall(recall.build()).results().stream().map(MnemographContentRetriever::content).toList();
    }

    private String session(Query query) {
        if (sessionId != null || !sessionFromChatMemory || query.metadata() == null) {
            return sessionId;
        }
        Object memoryId = query.metadata().chatMemoryId();
        return memoryId == null ? null : memoryId.toString();
    }

    private static Content content(RecallResult result) {
        Metadata metadata = Metadata.from(Map.of(
                "memory_id", result.id(), "via", result.via(), "tier", result.tier(), "score", result.score()));
        return Content.from(TextSegment.from(result.content(), metadata),
                Map.of(ContentMetadata.SCORE, result.score(), ContentMetadata.EMBEDDING_ID, result.id()));
    }

    /** The recall's settings; the defaults are the service's (limit 5, threshold 0.3, the chat's session). */
    public static final class Builder {
        private final MnemographClient client;
        private String namespace;
        private int limit = 5;
        private Double threshold;
        private String sessionId;
        private boolean sessionFromChatMemory = true;

        private Builder(MnemographClient client) {
            this.client = Objects.requireNonNull(client, "client");
        }

        /** Recall in this namespace instead of the client's. */
        public Builder namespace(String value) {
            namespace = value;
            return this;
        }

        /** Most memories per query, 1..100 (default 5). */
        public Builder limit(int value) {
            limit = value;
            return this;
        }

        /** The lowest score of a memory reached only through associations (default: the service's, 0.3). */
        public Builder threshold(double value) {
            threshold = value;
            return this;
        }

        /** Always recall as in this session (default: the query's chat memory id). */
        public Builder sessionId(String value) {
            sessionId = value;
            return this;
        }

        /** Whether the query's chat memory id is the recall's session when none is fixed (default true). */
        public Builder sessionFromChatMemory(boolean value) {
            sessionFromChatMemory = value;
            return this;
        }

        /** The retriever. */
        public MnemographContentRetriever build() {
            return new MnemographContentRetriever(this);
        }
    }
}
