package io.mnemograph.tools.cli;

import io.mnemograph.tools.eval.ChannelBaselines;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * The embedding-channel options every {@code eval} benchmark shares (issue 47): which models' flat baselines are
 * reported ({@link ChannelBaselines}) and which further channels the evaluated service runs.
 */
final class EvalChannelOptions {

    @Option(
            names = "--channels",
            paramLabel = "LIST",
            split = ",",
            defaultValue = "minilm,bge",
            description = "The models whose flat baselines are reported before the configurations: BM25, each "
                    + "model's exact cosine, each fused with BM25 by reciprocal rank and, with two, all three fused; "
                    + "minilm, bge, or none (default: ${DEFAULT-VALUE}).")
    List<String> channels;

    @Option(
            names = "--service-channels",
            paramLabel = "LIST",
            split = ",",
            description = "Further embedding channels the evaluated service runs (mnemograph.embedding.channels), "
                    + "e.g. bge (default: none).")
    List<String> serviceChannels;

    @Option(
            names = "--service-channel-weight",
            paramLabel = "W",
            description = "With --service-channels: mnemograph.embedding.channel-weight, in [0, 1] (default: the "
                    + "service's).")
    Double serviceChannelWeight;

    /** The parsed, validated options; a wrong one fails as a usage error of {@code spec}'s command. */
    EvalChannels parsed(CommandSpec spec) {
        if (serviceChannelWeight != null && (serviceChannels == null || serviceChannels.isEmpty())) {
            throw new ParameterException(
                    spec.commandLine(), "--service-channel-weight: needs --service-channels, the channels it weighs");
        }
        if (serviceChannelWeight != null && !(serviceChannelWeight >= 0 && serviceChannelWeight <= 1)) {
            throw new ParameterException(
                    spec.commandLine(), "--service-channel-weight: a number in [0, 1], got " + serviceChannelWeight);
        }
        try {
            return new EvalChannels(
                    ChannelBaselines.parse(channels),
                    serviceChannels == null ? List.of() : List.copyOf(serviceChannels),
                    serviceChannelWeight);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage(), e);
        }
    }

    /**
     * The channels of an evaluation.
     *
     * @param baselines the models whose flat baselines are reported, in order
     * @param service   the further channels the evaluated service runs, none for its primary model alone
     * @param weight    the service's channel weight, null for its default
     */
    record EvalChannels(List<ChannelBaselines.Model> baselines, List<String> service, Double weight) {

        /** No flat channel baselines, the service on its primary model alone. */
        static final EvalChannels NONE = new EvalChannels(List.of(), List.of(), null);

        /** Copies the lists. */
        EvalChannels {
            baselines = List.copyOf(baselines);
            service = List.copyOf(service);
        }

        /** Adds to {@code settings} what starts the evaluated service with these channels. */
        void addTo(Map<String, Object> settings) {
            if (!service.isEmpty()) {
                settings.put("mnemograph.embedding.channels", String.join(",", service));
            }
            if (weight != null) {
                settings.put("mnemograph.embedding.channel-weight", weight);
            }
        }
    }
}
