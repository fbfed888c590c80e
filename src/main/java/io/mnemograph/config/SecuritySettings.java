package io.mnemograph.config;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import java.nio.file.Path;

/**
 * Who may call the service (SECURITY.md).
 *
 * @param keysFile       the API keys file (one key per line, hashes only; {@code mnemograph keys create} writes it);
 *                       empty = {@code <mnemograph.embedded.data-dir>/api-keys}
 * @param apiKey         one admin key for every namespace given as its token, for containers that take a secret from
 *                       an environment variable ({@code MNEMOGRAPH_SECURITY_API_KEY}); only its hash is kept in
 *                       memory; empty = none (default)
 * @param allowAnonymous serve without keys on an address other than loopback (default false: such a start is
 *                       refused)
 */
@ConfigurationProperties(SecuritySettings.PREFIX)
public record SecuritySettings(
        @Bindable(defaultValue = "") String keysFile,
        @Bindable(defaultValue = "") String apiKey,
        @Bindable(defaultValue = "false") boolean allowAnonymous) {

    public static final String PREFIX = "mnemograph.security";

    /** The shortest token accepted for {@code api-key}: 32 characters, about 190 bits when random. */
    public static final int MIN_TOKEN_LENGTH = 32;

    public SecuritySettings {
        keysFile = keysFile == null ? "" : keysFile.trim();
        apiKey = apiKey == null ? "" : apiKey.trim();
        if (!apiKey.isEmpty() && apiKey.length() < MIN_TOKEN_LENGTH) {
            throw new ConfigurationError(
                    PREFIX + ".api-key",
                    "(hidden)",
                    "at least " + MIN_TOKEN_LENGTH + " characters (e.g. the output of mnemograph keys create)");
        }
    }

    /** The keys file's name in the data directory, when {@code keys-file} is not set. */
    public static final String DEFAULT_KEYS_FILE = "api-keys";

    /** The keys file, given the embedded data directory as the default's home. */
    public Path keysPath(EmbeddedSettings embedded) {
        return keysPath(keysFile, embedded.dataPath());
    }

    /**
     * The keys file {@code keysFile} names ({@code mnemograph.security.keys-file}), or when it is empty the default one
     * in {@code dataPath}: the one rule the service and {@code mnemograph keys} share.
     */
    public static Path keysPath(String keysFile, Path dataPath) {
        String file = keysFile == null ? "" : keysFile.trim();
        return file.isEmpty()
                ? dataPath.resolve(DEFAULT_KEYS_FILE)
                : Path.of(file).toAbsolutePath().normalize();
    }
}
