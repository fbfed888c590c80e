package io.mnemograph.api.security;

import io.mnemograph.config.OwnerOnly;
import io.mnemograph.model.InvalidNamespace;
import io.mnemograph.model.Namespaces;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The API keys file: one key per line, {@code id<TAB>sha256<TAB>role<TAB>namespace,namespace<TAB>created_at};
 * {@code #} starts a comment. Only the SHA-256 of each token is written; the token is shown once, when created.
 *
 * <p>A line must have all five fields, so that a file read while it is being written (a line cut short) fails to parse
 * instead of granting a shortened namespace. The command line replaces the file as a whole ({@link OwnerOnly#replace}).
 */
public final class KeyFile {

    /** Prefix of every token this service generates, so a leaked one is recognisable. */
    public static final String TOKEN_PREFIX = "mg_";

    private static final int TOKEN_BYTES = 32;
    private static final int FIELDS = 5;

    private KeyFile() {}

    /**
     * One read of the keys file.
     *
     * @param fingerprint what was read (the SHA-256 of the bytes, or why nothing was), to tell a change
     * @param keys        the keys, when the file is valid
     * @param problem     why the file cannot be used (missing, unreadable, malformed at line N), or null when valid
     */
    public record Reading(String fingerprint, List<ApiKey> keys, String problem) {

        /** Whether the file does not exist. */
        public boolean absent() {
            return ABSENT.equals(fingerprint);
        }
    }

    private static final String ABSENT = "absent";

    /** The lower-case hex SHA-256 of a token (UTF-8). */
    public static String sha256(String token) {
        return sha256(token.getBytes(StandardCharsets.UTF_8));
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    /** Reads {@code file} whatever its state: never throws, a problem is in the answer. */
    public static Reading load(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return new Reading(ABSENT, List.of(), file + " is missing");
        } catch (IOException e) {
            String why = e.getClass().getSimpleName() + ": " + e.getMessage();
            return new Reading("unreadable " + why, List.of(), file + " cannot be read (" + why + ")");
        }
        String fingerprint = sha256(bytes);
        try {
            return new Reading(fingerprint, parse(file, decode(file, bytes)), null);
        } catch (IllegalArgumentException e) {
            return new Reading(fingerprint, List.of(), e.getMessage());
        }
    }

    /** Reads the keys of {@code file}; none when it does not exist. A malformed line fails naming its number. */
    public static List<ApiKey> read(Path file) throws IOException {
        if (Files.notExists(file)) {
            return List.of();
        }
        return parse(file, decode(file, Files.readAllBytes(file)));
    }

    private static String decode(Path file, byte[] bytes) {
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(file + " is not UTF-8 text", e);
        }
    }

    private static List<ApiKey> parse(Path file, String content) {
        List<ApiKey> keys = new ArrayList<>();
        Map<String, Integer> lineOfId = new HashMap<>();
        Map<String, Integer> lineOfHash = new HashMap<>();
        String[] lines = content.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int number = i + 1;
            try {
                ApiKey key = parseLine(line);
                Integer first = lineOfId.putIfAbsent(key.id(), number);
                if (first != null) {
                    throw new IllegalArgumentException("id " + key.id() + " is already on line " + first);
                }
                first = lineOfHash.putIfAbsent(key.sha256(), number);
                if (first != null) {
                    throw new IllegalArgumentException("the same key as line " + first);
                }
                keys.add(key);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + " line " + number + ": " + e.getMessage(), e);
            }
        }
        return keys;
    }

    private static ApiKey parseLine(String line) {
        String[] parts = line.split("\t", -1);
        if (parts.length != FIELDS) {
            throw new IllegalArgumentException("expected " + FIELDS + " tab-separated fields (id, sha256, role, "
                    + "namespaces, created_at), found " + parts.length);
        }
        if (!parts[0].matches("[A-Za-z0-9_.:@-]{1,128}")) {
            throw new IllegalArgumentException("the id must be 1 to 128 letters, digits, '_', '.', ':', '@' or '-'");
        }
        if (!parts[1].matches("[0-9a-f]{64}")) {
            throw new IllegalArgumentException("the sha256 must be 64 lower-case hex digits");
        }
        Set<String> namespaces = new LinkedHashSet<>(Arrays.asList(parts[3].split(",", -1)));
        for (String namespace : namespaces) {
            if (!namespace.equals(ApiKey.EVERY_NAMESPACE)) {
                try {
                    Namespaces.require(namespace);
                } catch (InvalidNamespace e) {
                    throw new IllegalArgumentException("namespace \"" + namespace + "\" " + e.getMessage(), e);
                }
            }
        }
        try {
            Instant.parse(parts[4]);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("created_at must be an ISO-8601 instant, e.g. 2026-11-25T00:00:00Z", e);
        }
        return new ApiKey(parts[0], parts[1], namespaces, Role.parse(parts[2]));
    }

    /**
     * Creates a key for {@code namespaces} with {@code role}, adds its hash to {@code file} (replaced as a whole,
     * owner-only; a missing parent directory is created 0700) and returns the token, which is not kept anywhere. A
     * malformed file is left as it is (IllegalArgumentException naming the line).
     */
    public static String create(Path file, Set<String> namespaces, Role role, Instant now) throws IOException {
        byte[] bytes = new byte[TOKEN_BYTES];
        new SecureRandom().nextBytes(bytes);
        String token = TOKEN_PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        ApiKey key = new ApiKey("key-" + sha256(token).substring(0, 12), sha256(token), namespaces, role);
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null && Files.notExists(parent)) {
            OwnerOnly.directory(parent);
        }
        String content = "";
        if (Files.exists(file)) {
            content = Files.readString(file, StandardCharsets.UTF_8);
            parse(file, content);
            if (!content.isEmpty() && !content.endsWith("\n")) {
                content += "\n";
            }
        }
        OwnerOnly.replace(
                file,
                content
                        + String.join(
                                "\t",
                                key.id(),
                                key.sha256(),
                                role.label(),
                                String.join(",", key.namespaces()),
                                now.toString())
                        + "\n");
        return token;
    }

    /**
     * Removes the key {@code id} from {@code file} (replaced as a whole, owner-only) and returns it; an unknown id or a
     * malformed file is an IllegalArgumentException, and the file is left as it is.
     */
    public static ApiKey revoke(Path file, String id) throws IOException {
        String content = Files.readString(file, StandardCharsets.UTF_8);
        ApiKey revoked = parse(file, content).stream()
                .filter(key -> key.id().equals(id))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no key with id " + id + " in " + file));
        StringBuilder kept = new StringBuilder();
        for (String line : content.split("\n", -1)) {
            if (!line.strip().startsWith(id + "\t")) {
                kept.append(line).append('\n');
            }
        }
        kept.setLength(kept.length() - 1);
        OwnerOnly.replace(file, kept.toString());
        return revoked;
    }
}
