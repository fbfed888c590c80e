package io.mnemograph.api.mcp;

import io.mnemograph.api.http.RecallController.RecallResponse;
import io.mnemograph.api.http.RequestMapper;
import io.mnemograph.api.request.RecallBody;
import io.mnemograph.api.request.RequestBinder;
import io.mnemograph.api.request.RequestRules;
import io.mnemograph.api.security.Role;
import io.mnemograph.config.LimitSettings;
import io.mnemograph.core.SeedMode;
import io.mnemograph.core.decay.DecayPreset;
import io.mnemograph.model.RecallRequest;
import io.mnemograph.pipeline.recall.RecallPipeline;
import java.util.Arrays;
import java.util.Locale;

/** The MCP recall tool: what {@code POST /v1/recall} does, with its arguments' schema and the tool's description. */
final class RecallTool {

    private RecallTool() {}

    static MemoryTool of(RequestBinder binder, RequestMapper requests, RecallPipeline recall, LimitSettings limits) {
        Schema.Properties arguments = InputSchemas.of(RecallBody.class)
                .describe(
                        "query",
                        "What to look for in the stored memories: a question or a few words (e.g. 'Where does Maria"
                                + " live?').")
                .refine("query", query -> query.with("maxLength", limits.maxContentChars()))
                .describe("limit", "Most memories to return.")
                .refine(
                        "limit",
                        limit -> limit.with("maximum", limits.maxRecallLimit()).byDefault(RecallRequest.DEFAULT_LIMIT))
                .describe(
                        "explain",
                        "Also return every score factor, the memory's state, and for associative results the path"
                                + " through the graph by which they were reached.")
                .refine("explain", explain -> explain.byDefault(RecallRequest.DEFAULT_EXPLAIN))
                .describe(
                        "session_id",
                        MemoryTools.nameDescription("The current conversation: its recent memories are primed."))
                .describe(
                        "project",
                        MemoryTools.nameDescription("The current project: its memories are recalled besides the global"
                                + " ones, and weigh more."))
                .describe("hops", "Association hops to follow from the direct matches (0: direct matches only).")
                .refine("hops", hops -> hops.byDefault(RecallRequest.DEFAULT_HOPS))
                .describe(
                        "threshold",
                        "Every direct match is ranked and none is cut; the threshold is the lowest score at which a"
                                + " memory reached only through associations is returned; omit for the service's"
                                + " configured threshold.")
                .describe("boost", "Strengthen what is returned (recalling is rehearsing); false for a read-only look.")
                .refine("boost", boost -> boost.byDefault(RecallRequest.DEFAULT_BOOST))
                .describe(
                        "at",
                        "Recall as of this instant instead of now (ISO-8601 with zone; with boost, at most five"
                                + " minutes ahead).")
                .describe(
                        "seeds",
                        "Where direct matches come from: vector (meaning), lexical (words) or hybrid (both); omit for"
                                + " the service's default.")
                .refine(
                        "seeds",
                        seeds -> seeds.with(
                                "enum",
                                Arrays.stream(SeedMode.values())
                                        .map(mode -> mode.name().toLowerCase(Locale.ROOT))
                                        .toList()))
                .describe("decay_model", "The forgetting curve to score with; omit for the service's default.")
                .refine(
                        "decay_model",
                        decay -> decay.with(
                                "enum",
                                Arrays.stream(DecayPreset.values())
                                        .map(DecayPreset::presetName)
                                        .toList()))
                .describe("spread_factor", "Activation kept per association hop; omit for the service's default.")
                .describe(
                        "filter",
                        "Only memories that match every part given: kind, session_id, and metadata entries"
                                + " (equality).")
                .describe("filter.kind", "The memory's kind.")
                .describe("filter.session_id", MemoryTools.nameDescription("A session the memory belongs to."))
                .describe(
                        "filter.metadata", "Metadata entries the memory must carry, each a string, number or boolean.")
                .refine(
                        "filter.metadata",
                        metadata -> metadata.with("maxProperties", RequestRules.MAX_FILTER_METADATA_ENTRIES))
                .properties();
        return new MemoryTool(
                "recall",
                "Recall",
                "Find the stored memories most relevant to a query, best first, each with its id, content, score,"
                        + " tier and how it was found: via 'direct' (it matches the query) or 'associative' (reached"
                        + " through the graph: the same session, a shared entity, a similar or linked memory), so"
                        + " results may share no word with the query. Call it before answering anything that past"
                        + " conversations may inform. explain: true adds each score factor and the path of every"
                        + " associative result. A result that a newer memory contradicts lists it in conflicts (or"
                        + " superseded_by), with its content; among the top five, the newer one ranks above it:"
                        + " prefer the newer statement."
                        + " Recalling strengthens what it returns unless boost is false.",
                Role.READ,
                MemoryTool.Effect.REINFORCES,
                arguments,
                OutputSchemas.of(RecallResponse.class),
                (namespace, json) -> {
                    RecallRequest request =
                            requests.recall(binder.bind(json, RecallBody.class, MemoryTools.NO_NAMESPACE), namespace);
                    return RecallResponse.of(request, recall.recall(request));
                });
    }
}
