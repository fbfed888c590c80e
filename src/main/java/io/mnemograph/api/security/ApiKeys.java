package io.mnemograph.api.security;

import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Value;
import io.mnemograph.config.ConfigurationError;
import io.mnemograph.config.EmbeddedSettings;
import io.mnemograph.config.SecuritySettings;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The API keys the service accepts: those of the keys file (re-read when it changes, so {@code mnemograph keys
 * create} takes effect without a restart) and the optional {@code mnemograph.security.api-key}.
 *
 * <p>Safe by default: with no key at all the service serves anonymously, and only on loopback; started on another
 * address without keys it refuses to start, naming the settings, unless {@code allow-anonymous} is set. Tokens are
 * compared by their SHA-256, with every key's hash compared in constant time.
 */
@Context
public final class ApiKeys {

    private static final Logger LOG = LoggerFactory.getLogger(ApiKeys.class);
    private static final long RELOAD_CHECK_MILLIS = 1_000;

    private final Path file;
    private final ApiKey settingKey;
    private final boolean loopback;
    private volatile List<ApiKey> fileKeys;
    private volatile FileTime loadedVersion;
    private volatile long checkedAt;

    public ApiKeys(SecuritySettings settings, EmbeddedSettings embedded,
                   @Value("${micronaut.server.host:}") String host) {
        this.file = settings.keysPath(embedded);
        this.settingKey = settings.apiKey().isEmpty() ? null : new ApiKey("setting:" + SecuritySettings.PREFIX
                + ".api-key", KeyFile.sha256(settings.apiKey()), Set.of(ApiKey.EVERY_NAMESPACE), Role.ADMIN);
        this.loopback = isLoopback(host);
        reload();
        if (anonymous() && !loopback && !settings.allowAnonymous()) {
            throw new ConfigurationError("micronaut.server.host", host.isEmpty() ? "(every interface)" : host,
                    "a loopback address while no API key is configured: create one with 'mnemograph keys create"
                            + " --namespace NS --role write' (keys file " + file + "), set "
                            + SecuritySettings.PREFIX + ".api-key, or set " + SecuritySettings.PREFIX
                            + ".allow-anonymous=true to serve every namespace to anyone who can reach " + host);
        }
        if (anonymous()) {
            LOG.info("No API keys ({} is absent or empty): every request is served anonymously{}", file,
                    loopback ? ", on loopback only" : " (allow-anonymous is set)");
        } else {
            LOG.info("API keys required: {} from {}{}", fileKeys.size(), file,
                    settingKey == null ? "" : ", plus " + SecuritySettings.PREFIX + ".api-key");
        }
    }

    /** Whether no key is configured, so that every request is anonymous. */
    public boolean anonymous() {
        reloadIfChanged();
        return settingKey == null && fileKeys.isEmpty();
    }

    /** Whether the service listens on loopback only. */
    public boolean loopback() {
        return loopback;
    }

    /** The key whose token is {@code token}, if any. */
    public Optional<ApiKey> match(String token) {
        byte[] hash = KeyFile.sha256(token).getBytes(StandardCharsets.US_ASCII);
        ApiKey found = null;
        for (ApiKey key : all()) {
            if (MessageDigest.isEqual(hash, key.sha256().getBytes(StandardCharsets.US_ASCII)) && found == null) {
                found = key;
            }
        }
        return Optional.ofNullable(found);
    }

    private List<ApiKey> all() {
        reloadIfChanged();
        List<ApiKey> keys = new ArrayList<>(fileKeys);
        if (settingKey != null) {
            keys.add(settingKey);
        }
        return keys;
    }

    private void reloadIfChanged() {
        long now = System.currentTimeMillis();
        if (now - checkedAt < RELOAD_CHECK_MILLIS) {
            return;
        }
        checkedAt = now;
        if (!Objects.equals(version(), loadedVersion)) {
            reload();
        }
    }

    private synchronized void reload() {
        try {
            FileTime version = version();
            fileKeys = List.copyOf(KeyFile.read(file));
            loadedVersion = version;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the API keys file " + file, e);
        } catch (IllegalArgumentException e) {
            throw new ConfigurationError(e.getMessage());
        }
    }

    private FileTime version() {
        try {
            return Files.exists(file) ? Files.getLastModifiedTime(file) : null;
        } catch (IOException e) {
            return null;
        }
    }

    private static boolean isLoopback(String host) {
        if (host == null || host.isBlank()) {
            return false;
        }
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
