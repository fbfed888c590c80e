package io.mnemograph.core.scoring;

import io.mnemograph.core.Checks;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The dense similarity of a recall's candidates to its query when they are read by several embedding models: each
 * further channel's cosines are first put on the primary's scale over the candidates (min-max: the candidate the
 * channel finds closest gets the primary's highest cosine among them, the farthest its lowest), then
 * {@code (1 - w) x primary + w x mean(further)} over the further channels that hold a vector of the candidate; the
 * primary cosine alone where none does (a channel added to a database with memories reads each memory only once the
 * re-embedding job reached it).
 *
 * <p>Implementation notes: CombSUM over normalised scores (E. A. Fox and J. A. Shaw, "Combination of multiple
 * searches", TREC-2, 1994), the rule the seed already uses to fuse the dense and the lexical relevance
 * ({@link SeedRelevance}). Raw cosines of two models do not share a scale (bge-small's lie between about 0.5 and 0.9
 * for any two English sentences, MiniLM's between about 0 and 0.8), so each channel is mapped onto the primary's range
 * among the candidates before they are summed, and the result keeps the scale the threshold, spreading and scoring
 * are calibrated on. The weight was chosen on the three dev sets (docs/decisions/0028-embedding-channels.md).
 * Stateless and thread-safe.
 *
 * @param weight {@code w}, the further channels' share, in [0, 1]
 */
public record ChannelFusion(double weight) {

    /** Validates the weight. */
    public ChannelFusion {
        Checks.inRange("weight", weight, 0, 1);
    }

    /**
     * The fused similarity of each candidate, by id, in {@code primary}'s order.
     *
     * @param primary each candidate's primary cosine, by id
     * @param further each candidate's cosine in each further channel that holds a vector of it: by id, then channel
     */
    public Map<String, Double> of(Map<String, Double> primary, Map<String, Map<String, Double>> further) {
        Map<String, Range> ranges = new LinkedHashMap<>();
        Range primaryRange = Range.of(primary.values());
        further.values()
                .forEach(channels -> channels.forEach(
                        (channel, cosine) -> ranges.merge(channel, new Range(cosine, cosine), Range::span)));
        Map<String, Double> fused = new LinkedHashMap<>();
        primary.forEach((id, cosine) -> {
            Map<String, Double> channels = further.getOrDefault(id, Map.of());
            if (channels.isEmpty()) {
                fused.put(id, cosine);
                return;
            }
            double mean = channels.entrySet().stream()
                    .mapToDouble(e -> primaryRange.at(
                            Objects.requireNonNull(ranges.get(e.getKey())).share(e.getValue())))
                    .average()
                    .orElseThrow();
            fused.put(id, (1 - weight) * cosine + weight * mean);
        });
        return fused;
    }

    /** The lowest and highest of some cosines. */
    private record Range(double low, double high) {

        static Range of(Iterable<Double> values) {
            double low = Double.POSITIVE_INFINITY;
            double high = Double.NEGATIVE_INFINITY;
            for (double v : values) {
                low = Math.min(low, v);
                high = Math.max(high, v);
            }
            return new Range(low, high);
        }

        Range span(Range other) {
            return new Range(Math.min(low, other.low), Math.max(high, other.high));
        }

        /** Where {@code value} lies in this range, 0 at its low, 1 at its high; 1 when the range is one value. */
        double share(double value) {
            return high > low ? (value - low) / (high - low) : 1;
        }

        /** The value at {@code share} of this range. */
        double at(double share) {
            return low + share * (high - low);
        }
    }
}
