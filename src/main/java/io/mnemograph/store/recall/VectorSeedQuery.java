package io.mnemograph.store.recall;

import io.mnemograph.model.RecallFilter;
import io.mnemograph.store.cypher.CypherValues;
import io.mnemograph.store.memory.VisibilityKey;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the vector half of a recall's seeding asks for (cypher/recall/vector-seed.cypher).
 *
 * @param project    the recall's project; null: global memories only
 * @param sessionId  the recall's session, for priming; may be null
 * @param candidates how many nearest memories to take per scope
 * @param search     whether to search the vector index at all (false: lexical seeds only)
 * @param cold       whether to search the cold tier's vector index too (its nearest come back apart)
 * @param lexicalIds the memories the lexical seed and the further channels' seeds found, whose cosine to the query is
 *                   read too
 * @param channels   the query in each further channel: every candidate's vector in it is read too, for its cosine
 * @param spreads    whether the recall spreads: then the links among all candidates and the namespace's highest
 *                   importance are read too
 * @param namedEntities the keys of the entities the query names: when the recall spreads, the candidates that
 *                   mention one are read too
 * @param filter     the recall's filters, applied with the visibility rules
 */
public record VectorSeedQuery(
        String namespace,
        String project,
        String sessionId,
        float[] embedding,
        int candidates,
        Instant at,
        boolean search,
        boolean cold,
        List<String> lexicalIds,
        boolean spreads,
        List<String> namedEntities,
        RecallFilter filter,
        List<ChannelProbe> channels) {

    /** Only the nearest visible hot memories, as a flat vector search. */
    public static VectorSeedQuery nearest(
            String namespace, String project, String sessionId, float[] embedding, int candidates, Instant at) {
        return new VectorSeedQuery(
                namespace,
                project,
                sessionId,
                embedding,
                candidates,
                at,
                true,
                false,
                List.of(),
                false,
                List.of(),
                RecallFilter.NONE,
                List.of());
    }

    /**
     * The parameters every vector seed statement reads the same way (recall/vector-seed.cypher and each further
     * channel's channel/seed.cypher): the namespace and project with their visibility keys, the session, the number
     * of candidates, the instant, whether cold storage is searched, and the filters.
     */
    Map<String, Object> visibilityParameters() {
        Map<String, Object> params = new HashMap<>(filter.parameters());
        params.put("namespace", namespace);
        params.put("project", project);
        params.put("global_key", VisibilityKey.global(namespace));
        params.put("project_key", VisibilityKey.projectOrNull(namespace, project));
        params.put("session_id", sessionId);
        params.put("candidates", candidates);
        params.put("at", CypherValues.zoned(at));
        params.put("cold", cold);
        return params;
    }
}
