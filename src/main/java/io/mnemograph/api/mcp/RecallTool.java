package io.mnemograph.api.mcp;

import io.mnemograph.api.RecallController.RecallResponse;
import io.mnemograph.api.RequestMapper;
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
        Schema.Properties arguments = new Schema.Properties()
                .required(
                        "query",
                        Schema.string(
                                "What to look for in the stored memories: a question or a few"
                                        + " words (e.g. 'Where does Maria live?').",
                                limits.maxContentChars()))
                .optional(
                        "limit",
                        Schema.integer("Most memories to return.", 1, limits.maxRecallLimit())
                                .byDefault(RecallRequest.DEFAULT_LIMIT))
                .optional(
                        "explain",
                        Schema.bool("Also return every score factor, the memory's state, and for"
                                        + " associative results the path through the graph by which they were reached.")
                                .byDefault(false))
                .optional("session_id", MemoryTools.name("The current conversation: its recent memories are primed."))
                .optional(
                        "project",
                        MemoryTools.name("The current project: its memories are recalled besides the global ones,"
                                + " and weigh more."))
                .optional(
                        "hops",
                        Schema.integer(
                                        "Association hops to follow from the direct matches (0: direct"
                                                + " matches only).",
                                        0,
                                        RequestRules.MAX_HOPS)
                                .byDefault(RecallRequest.DEFAULT_HOPS))
                .optional(
                        "threshold",
                        Schema.number(
                                "Every direct match is ranked and none is cut; the threshold is the"
                                        + " lowest score at which a memory reached only through associations is returned; omit for"
                                        + " the service's default, 0.3.",
                                0.0,
                                RequestRules.MAX_THRESHOLD))
                .optional(
                        "boost",
                        Schema.bool("Strengthen what is returned (recalling is rehearsing); false for a"
                                        + " read-only look.")
                                .byDefault(true))
                .optional(
                        "at",
                        Schema.dateTime("Recall as of this instant instead of now (ISO-8601 with zone; with"
                                + " boost, at most five minutes ahead)."))
                .optional(
                        "seeds",
                        Schema.oneOf(
                                "Where direct matches come from: vector (meaning), lexical (words)"
                                        + " or hybrid (both); omit for the service's default.",
                                Arrays.stream(SeedMode.values())
                                        .map(mode -> mode.name().toLowerCase(Locale.ROOT))
                                        .toList()))
                .optional(
                        "decay_model",
                        Schema.oneOf(
                                "The forgetting curve to score with; omit for the service's default.",
                                Arrays.stream(DecayPreset.values())
                                        .map(DecayPreset::presetName)
                                        .toList()))
                .optional(
                        "spread_factor",
                        Schema.number(
                                "Activation kept per association hop; omit for the service's default.",
                                RequestRules.MIN_SPREAD_FACTOR,
                                1.0))
                .optional(
                        "filter",
                        Schema.object("Only memories that match every part given: kind, session_id,"
                                        + " and metadata entries (equality).")
                                .with(
                                        "properties",
                                        new Schema.Properties()
                                                .optional(
                                                        "kind",
                                                        Schema.string(
                                                                "The memory's kind.", RequestRules.MAX_KIND_CHARS))
                                                .optional(
                                                        "session_id",
                                                        MemoryTools.name("A session the memory belongs to."))
                                                .optional(
                                                        "metadata",
                                                        Schema.object("Metadata entries the memory must carry, each a"
                                                                        + " string, number or boolean.")
                                                                .with(
                                                                        "maxProperties",
                                                                        RequestRules.MAX_FILTER_METADATA_ENTRIES))
                                                .properties())
                                .with("additionalProperties", false));
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
