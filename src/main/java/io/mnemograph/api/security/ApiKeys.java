package io.mnemograph.api.security;

import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Value;
import io.mnemograph.config.ConfigurationError;
import io.mnemograph.config.EmbeddedSettings;
import io.mnemograph.config.OwnerOnly;
import io.mnemograph.config.SecuritySettings;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The API keys the service accepts: those of the keys file and the optional {@code mnemograph.security.api-key}.
 * Authentication is a state this bean owns, not a file it rereads (SECURITY.md, "The keys file at run time"):
 *
 * <ul>
 *   <li>Whether keys are required is decided once, at start-up: with no keys file and no {@code api-key} the service
 *   serves anonymously, and only on loopback unless {@code allow-anonymous} is set; started on another address
 *   without keys it refuses to start, naming the settings. A keys file that exists, even empty, means keys mode.</li>
 *   <li>The file is read again (at most once a second) when its content changes; the keys in force change only when
 *   a read finds a complete, valid file, and every change of the key set is logged at INFO with its size.</li>
 *   <li>In keys mode, a file found missing, unreadable or malformed makes {@link #unavailable} answer why (logged
 *   once at ERROR), and no key is accepted until a valid file is back. In anonymous mode a file that appears is
 *   logged at WARN and waits for the next start.</li>
 * </ul>
 *
 * <p>Tokens are compared by their SHA-256, with every key's hash compared in constant time.
 */
@Context
public final class ApiKeys {

    private static final Logger LOG = LoggerFactory.getLogger(ApiKeys.class);
    private static final long RELOAD_CHECK_MILLIS = 1_000;

    private final Clock clock;
    private final Path file;
    private final ApiKey settingKey;
    private final boolean loopback;
    private final boolean anonymous;
    private volatile InForce inForce;
    private volatile long checkedAt;
    private String lastFingerprint;
    private boolean fileLoaded;
    private boolean appearanceLogged;

    /** The keys file's keys in force, and why the file cannot be used now (null when it can). */
    private record InForce(List<ApiKey> fileKeys, String problem) {}

    public ApiKeys(
            SecuritySettings settings,
            EmbeddedSettings embedded,
            @Value("${micronaut.server.host:}") String host,
            Clock clock) {
        this.clock = clock;
        this.file = settings.keysPath(embedded);
        this.settingKey = settings.apiKey().isEmpty()
                ? null
                : new ApiKey(
                        "setting:" + SecuritySettings.PREFIX + ".api-key",
                        KeyFile.sha256(settings.apiKey()),
                        Set.of(ApiKey.EVERY_NAMESPACE),
                        Role.ADMIN);
        this.loopback = isLoopback(host);
        KeyFile.Reading reading = KeyFile.load(file);
        if (reading.problem() != null && !reading.absent()) {
            throw new ConfigurationError(reading.problem());
        }
        this.anonymous = settingKey == null && reading.absent();
        this.inForce = new InForce(reading.keys(), null);
        this.lastFingerprint = reading.fingerprint();
        this.fileLoaded = !reading.absent();
        this.checkedAt = clock.millis();
        if (anonymous && !loopback && !settings.allowAnonymous()) {
            throw new ConfigurationError(
                    "micronaut.server.host",
                    host.isEmpty() ? "(every interface)" : host,
                    "a loopback address while no API key is configured: create one with 'mnemograph keys create"
                            + " --namespace NS --role write' (keys file " + file + "), set "
                            + SecuritySettings.PREFIX + ".api-key, or set " + SecuritySettings.PREFIX
                            + ".allow-anonymous=true to serve every namespace to anyone who can reach " + host);
        }
        if (anonymous) {
            LOG.info(
                    "No API keys ({} is absent): every request is served anonymously{}",
                    file,
                    loopback ? ", on loopback only" : " (allow-anonymous is set)");
            return;
        }
        OwnerOnly.file(file);
        LOG.info(
                "API keys required: {} from {}{}",
                reading.keys().size(),
                file,
                settingKey == null ? "" : ", plus " + SecuritySettings.PREFIX + ".api-key");
        if (fileLoaded && reading.keys().isEmpty() && settingKey == null) {
            LOG.warn(
                    "{} holds no key: every request answers 401 until a key is added (delete the file and restart "
                            + "to serve anonymously on loopback)",
                    file);
        }
    }

    /** Whether the service started without any key, so that every request is anonymous; fixed for its life. */
    public boolean anonymous() {
        refreshIfDue();
        return anonymous;
    }

    /** Whether the service listens on loopback only. */
    public boolean loopback() {
        return loopback;
    }

    /**
     * Why no key can be checked now (the keys file is missing, unreadable or malformed since the last valid read), or
     * empty when keys are checked as usual.
     */
    public Optional<String> unavailable() {
        refreshIfDue();
        return Optional.ofNullable(inForce.problem());
    }

    /** The key whose token is {@code token}, if any; none while {@link #unavailable} says why. */
    public Optional<ApiKey> match(String token) {
        refreshIfDue();
        InForce current = inForce;
        if (current.problem() != null) {
            return Optional.empty();
        }
        List<ApiKey> keys = new ArrayList<>(current.fileKeys());
        if (settingKey != null) {
            keys.add(settingKey);
        }
        byte[] hash = KeyFile.sha256(token).getBytes(StandardCharsets.US_ASCII);
        ApiKey found = null;
        for (ApiKey key : keys) {
            if (MessageDigest.isEqual(hash, key.sha256().getBytes(StandardCharsets.US_ASCII)) && found == null) {
                found = key;
            }
        }
        return Optional.ofNullable(found);
    }

    private void refreshIfDue() {
        long now = clock.millis();
        if (now - checkedAt >= RELOAD_CHECK_MILLIS) {
            refresh(now);
        }
    }

    private synchronized void refresh(long now) {
        if (now - checkedAt < RELOAD_CHECK_MILLIS) {
            return;
        }
        checkedAt = now;
        KeyFile.Reading reading = KeyFile.load(file);
        if (reading.fingerprint().equals(lastFingerprint)) {
            return;
        }
        lastFingerprint = reading.fingerprint();
        if (anonymous) {
            if (!reading.absent() && !appearanceLogged) {
                appearanceLogged = true;
                LOG.warn(
                        "{} appeared while the service runs without keys: it takes effect at the next start; until "
                                + "then every request is still served anonymously",
                        file);
            }
            return;
        }
        if (reading.absent() && !fileLoaded) {
            return;
        }
        if (reading.problem() != null) {
            inForce = new InForce(inForce.fileKeys(), reading.problem());
            LOG.error(
                    "API keys file unusable: {}. Every authenticated request answers 503 until the file is back "
                            + "and valid; the keys of its last valid read are not used meanwhile",
                    reading.problem());
            return;
        }
        InForce before = inForce;
        fileLoaded = true;
        inForce = new InForce(reading.keys(), null);
        if (before.problem() != null) {
            LOG.info(
                    "API keys file {} is valid again: {} keys; requests are authenticated again",
                    file,
                    reading.keys().size());
        } else if (!new HashSet<>(before.fileKeys()).equals(new HashSet<>(reading.keys()))) {
            LOG.info(
                    "API keys changed: {} keys from {} (were {})",
                    reading.keys().size(),
                    file,
                    before.fileKeys().size());
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
