package io.mnemograph.config;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.bind.annotation.Bindable;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Which embedding models turn text into vectors: the primary channel's ({@code provider}), and the further channels
 * that read each memory a second way ({@code channels}, docs/decisions/0028-embedding-channels.md).
 *
 * @param provider       the primary channel's model: {@code minilm} (in-process all-MiniLM-L6-v2, default), {@code bge}
 *                       (in-process bge-small-en-v1.5, quantized) or {@code openai} (OpenAI-compatible HTTP)
 * @param channels       further channels beside the primary one, each a model from the same list ({@code minilm},
 *                       {@code bge}, {@code openai}), none repeated and none the primary's (default none); each keeps
 *                       its vectors in {@code embedding_<name>} with its own vector indexes, and recall fuses them
 * @param channelWeight  the share of a memory's dense similarity that the further channels give (their mean), the
 *                       primary giving the rest; 0..1, default 0.5; only with {@code channels}
 * @param baseUrl        OpenAI-compatible base URL, e.g. {@code http://127.0.0.1:11434/v1} for Ollama (openai only)
 * @param model          model name sent to the HTTP provider (openai only)
 * @param apiKey         bearer token for the HTTP provider (optional)
 * @param dimension      vector dimension of the HTTP model (openai only; MiniLM is always 384), range 1..8192
 * @param timeoutSeconds HTTP timeout (default 30, range 1..600); also the longest wait before a retry, so a
 *                       429 whose {@code Retry-After} asks for more fails at once (openai only)
 * @param retries        retries of a call answered 429, 502, 503, 504 or dropped (default 3, range 0..10; openai
 *                       only), after the server's {@code Retry-After} or exponential backoff from 0.5 s
 * @param threads        ONNX Runtime threads per MiniLM embedding (minilm only; default 1, range 1..64): batches are
 *                       embedded one text per core anyway, and on 2 cores one thread per text left the other core to
 *                       the database during a recall (docs/decisions/0010-embedding-threads.md)
 * @param healthTtlSeconds how long {@code /health} reuses the last probe of the embedding model (default 30, range
 *                         1..3,600): {@code /health} never embeds itself, it reads the probe's result and starts a
 *                         new probe in the background once the last one is older than this
 */
@ConfigurationProperties(EmbeddingSettings.PREFIX)
public record EmbeddingSettings(
        @Bindable(defaultValue = "minilm") String provider,
        @Nullable List<String> channels,
        @Bindable(defaultValue = "0.5") double channelWeight,
        @Nullable String baseUrl,
        @Nullable String model,
        @Nullable String apiKey,
        @Bindable(defaultValue = "384") int dimension,
        @Bindable(defaultValue = "30") int timeoutSeconds,
        @Bindable(defaultValue = "1") int threads,
        @Bindable(defaultValue = "3") int retries,
        @Bindable(defaultValue = "30") int healthTtlSeconds) {

    public static final String PREFIX = "mnemograph.embedding";
    public static final String MINILM = "minilm";
    public static final String BGE = "bge";
    public static final String OPENAI = "openai";
    private static final List<String> MODELS = List.of(MINILM, BGE, OPENAI);

    public EmbeddingSettings {
        provider = provider == null ? MINILM : provider.trim().toLowerCase(Locale.ROOT);
        if (!MODELS.contains(provider)) {
            throw new ConfigurationError(PREFIX + ".provider", provider, "expected 'minilm', 'bge' or 'openai'");
        }
        channels = channels(provider, channels);
        ConfigurationError.requireRange(PREFIX + ".channel-weight", channelWeight, 0, 1);
        ConfigurationError.requireRange(PREFIX + ".dimension", dimension, 1, 8192);
        ConfigurationError.requireRange(PREFIX + ".timeout-seconds", timeoutSeconds, 1, 600);
        ConfigurationError.requireRange(PREFIX + ".threads", threads, 1, 64);
        ConfigurationError.requireRange(PREFIX + ".retries", retries, 0, 10);
        ConfigurationError.requireRange(PREFIX + ".health-ttl-seconds", healthTtlSeconds, 1, 3_600);
        if (provider.equals(OPENAI) || channels.contains(OPENAI)) {
            if (baseUrl == null || baseUrl.isBlank()) {
                throw new ConfigurationError(
                        PREFIX + ".base-url", baseUrl, "required when provider or channels name 'openai'");
            }
            try {
                String scheme = URI.create(baseUrl).getScheme();
                if (!"http".equals(scheme) && !"https".equals(scheme)) {
                    throw new ConfigurationError(PREFIX + ".base-url", baseUrl, "expected an http(s) URL");
                }
            } catch (IllegalArgumentException e) {
                throw new ConfigurationError(PREFIX + ".base-url", baseUrl, "not a URL (" + e.getMessage() + ")");
            }
            if (model == null || model.isBlank()) {
                throw new ConfigurationError(
                        PREFIX + ".model", model, "required when provider or channels name 'openai'");
            }
        }
    }

    /** Whether {@code model} (primary or further channel) is in use. */
    public boolean uses(String model) {
        return provider.equals(model) || channels.contains(model);
    }

    private static List<String> channels(String provider, List<String> configured) {
        List<String> names = new ArrayList<>();
        for (String raw : configured == null ? List.<String>of() : configured) {
            String name = raw.trim().toLowerCase(Locale.ROOT);
            if (name.isEmpty()) {
                continue;
            }
            if (!MODELS.contains(name)) {
                throw new ConfigurationError(
                        PREFIX + ".channels",
                        String.join(",", configured),
                        "'" + name + "' is not one of " + String.join(", ", MODELS));
            }
            if (name.equals(provider) || names.contains(name)) {
                throw new ConfigurationError(
                        PREFIX + ".channels",
                        String.join(",", configured),
                        "'" + name + "' is named twice (the primary channel is " + PREFIX + ".provider=" + provider
                                + ")");
            }
            names.add(name);
        }
        return List.copyOf(names);
    }
}
