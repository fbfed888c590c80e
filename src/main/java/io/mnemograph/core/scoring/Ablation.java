package io.mnemograph.core.scoring;

import io.mnemograph.core.Nullable;
import io.mnemograph.core.graph.AssociationKind;
import io.mnemograph.core.graph.FollowedEdges;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The parts of recall one recall turns off, to measure what each adds ({@code eval ablation}, docs/evaluation.md).
 * Evaluation only: the evaluation runs the recall pipeline with its {@link #policy()}; the service's recall runs with
 * {@link RecallPolicy#FULL}.
 *
 * <p>A scoring factor turned off counts as 1 ({@code decay}, {@code importance}, {@code priming}) or is not applied
 * ({@code length-prior}: gamma 0; {@code lexical}: vector seeds only; {@code context}: context weight 0). An edge
 * kind turned off is followed neither by spreading nor by contextual relevance ({@code entity}: no shared entity
 * links two memories; {@code named-entity}: no candidate is boosted for mentioning an entity the query names).
 *
 * @param off the parts turned off
 */
public record Ablation(Set<Ablation.Part> off) {

    /** Every part on: the recall as the service runs it. */
    public static final Ablation NONE = new Ablation(Set.of());

    /** Copies the set. */
    public Ablation {
        off = off.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(off));
    }

    /** The recall with {@code parts} turned off. */
    public static Ablation of(Part... parts) {
        return new Ablation(Set.of(parts));
    }

    /** Whether {@code part} is turned off. */
    public boolean isOff(Part part) {
        return off.contains(part);
    }

    /** The recall policy that leaves these parts out. */
    public RecallPolicy policy() {
        return new RecallPolicy(
                factor(Part.DECAY),
                factor(Part.IMPORTANCE),
                factor(Part.PRIMING),
                !isOff(Part.LENGTH_PRIOR),
                !isOff(Part.LEXICAL),
                !isOff(Part.CONTEXT),
                !isOff(Part.NAMED_ENTITY),
                !isOff(Part.SESSION_CONTEXT),
                followedEdges(),
                !isOff(Part.NEWER_FIRST));
    }

    private RecallPolicy.Factor factor(Part part) {
        return isOff(part) ? RecallPolicy.Factor.NEUTRAL : RecallPolicy.Factor.COUNTED;
    }

    /** The edges a recall with these parts off follows (an edge kind turned off is not). */
    public FollowedEdges followedEdges() {
        Set<AssociationKind> excluded = EnumSet.noneOf(AssociationKind.class);
        off.stream().filter(p -> p.association != null).forEach(p -> excluded.add(p.association));
        return new FollowedEdges(excluded, !isOff(Part.ENTITY));
    }

    /** A part of recall that can be turned off: a scoring factor or an edge kind. */
    public enum Part {
        /** The decay preset's factor. */
        DECAY(null),
        /** The memory's importance level. */
        IMPORTANCE(null),
        /** The length prior of seed relevance. */
        LENGTH_PRIOR(null),
        /** Session priming. */
        PRIMING(null),
        /** The lexical (BM25) half of hybrid seeds. */
        LEXICAL(null),
        /** Contextual relevance among the seed candidates. */
        CONTEXT(null),
        /** Temporal associations (same session, close in time). */
        TEMPORAL(AssociationKind.TEMPORAL),
        /** Semantic associations (close embeddings). */
        SEMANTIC(AssociationKind.SEMANTIC),
        /** Links through an entity both memories mention. */
        ENTITY(null),
        /** The boost of candidates that mention an entity the query names (query -> entity -> memory). */
        NAMED_ENTITY(null),
        /** Co-recall associations. */
        CO_RECALL(AssociationKind.CO_RECALL),
        /** Explicit associations made through the API. */
        EXPLICIT(AssociationKind.EXPLICIT),
        /** The lift of the results of the sessions the direct matches concentrate in ({@code SessionContext}). */
        SESSION_CONTEXT(null),
        /** A newer result ranked directly above the older one it contradicts or supersedes ({@link NewerFirst}). */
        NEWER_FIRST(null);

        private final @Nullable AssociationKind association;

        Part(@Nullable AssociationKind association) {
            this.association = association;
        }

        /** The name in {@code off=NAME}: {@code decay}, {@code length-prior}, {@code co-recall}, ... */
        public String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        /** True for an edge kind (an association kind or entity links), false for a scoring factor. */
        public boolean edge() {
            return association != null || this == ENTITY || this == NAMED_ENTITY;
        }

        /**
         * The part named {@code label}.
         *
         * @throws IllegalArgumentException naming the label and the known ones
         */
        public static Part fromLabel(String label) {
            return Arrays.stream(values())
                    .filter(p -> p.label().equals(label))
                    .findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("unknown part \"" + label + "\" (known: "
                            + Arrays.stream(values()).map(Part::label).collect(Collectors.joining(", ")) + ")"));
        }
    }
}
