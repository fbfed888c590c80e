package io.mnemograph.api.security;

import java.util.Objects;
import java.util.Set;

/**
 * A configured API key: only the SHA-256 of its token is kept, with the namespaces it may use and its role.
 *
 * @param id         a name for the key, shown in logs and used to revoke it (never the token)
 * @param sha256     the lower-case hex SHA-256 of the token
 * @param namespaces the namespaces it may use; {@value #EVERY_NAMESPACE} for all
 */
public record ApiKey(String id, String sha256, Set<String> namespaces, Role role) {

    /** The namespace entry that grants every namespace. */
    public static final String EVERY_NAMESPACE = "*";

    /** Validates and copies. */
    public ApiKey {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(sha256, "sha256");
        Objects.requireNonNull(role, "role");
        namespaces = Set.copyOf(namespaces);
        if (namespaces.isEmpty()) {
            throw new IllegalArgumentException("key " + id + " names no namespace");
        }
    }

    /** Whether the key may use {@code namespace}. */
    public boolean allows(String namespace) {
        return namespaces.contains(EVERY_NAMESPACE) || namespaces.contains(namespace);
    }

    /** The namespace a request without one uses: the key's only namespace, when it has exactly one. */
    public String onlyNamespace() {
        return namespaces.size() == 1 && !namespaces.contains(EVERY_NAMESPACE)
                ? namespaces.iterator().next()
                : null;
    }
}
