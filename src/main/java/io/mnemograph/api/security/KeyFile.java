package io.mnemograph.api.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The API keys file: one key per line, {@code id<TAB>sha256<TAB>role<TAB>namespace,namespace<TAB>created_at};
 * {@code #} starts a comment. Only the SHA-256 of each token is written; the token is shown once, when created.
 */
public final class KeyFile {

    /** Prefix of every token this service generates, so a leaked one is recognisable. */
    public static final String TOKEN_PREFIX = "mg_";

    private static final int TOKEN_BYTES = 32;

    private KeyFile() {
    }

    /** The lower-case hex SHA-256 of a token (UTF-8). */
    public static String sha256(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    /** Reads the keys of {@code file}; none when it does not exist. A malformed line fails naming its number. */
    public static List<ApiKey> read(Path file) throws IOException {
        List<ApiKey> keys = new ArrayList<>();
        if (Files.notExists(file)) {
            return keys;
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split("\t");
            try {
                if (parts.length < 4 || !parts[1].matches("[0-9a-f]{64}")) {
                    throw new IllegalArgumentException("expected id, sha256 (64 hex digits), role, namespaces");
                }
                Set<String> namespaces = new LinkedHashSet<>(Arrays.asList(parts[3].split(",")));
                keys.add(new ApiKey(parts[0], parts[1], namespaces, Role.parse(parts[2])));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return keys;
    }

    /**
     * Creates a key for {@code namespaces} with {@code role}, appends its hash to {@code file} (created owner-only)
     * and returns the token, which is not kept anywhere.
     */
    public static String create(Path file, Set<String> namespaces, Role role, Instant now) throws IOException {
        byte[] bytes = new byte[TOKEN_BYTES];
        new SecureRandom().nextBytes(bytes);
        String token = TOKEN_PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        String id = "key-" + sha256(token).substring(0, 12);
        ApiKey key = new ApiKey(id, sha256(token), namespaces, role);
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        if (Files.notExists(file)) {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        }
        String line = String.join("\t", key.id(), key.sha256(), role.label(), String.join(",", key.namespaces()),
                now.toString()) + "\n";
        Files.writeString(file, line, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        return token;
    }
}
