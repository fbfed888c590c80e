package io.mnemograph.api.security;

/**
 * Who made a request: the key it carried, or nobody when the service runs without keys (then on loopback only).
 *
 * @param key the caller's key; null for the anonymous caller
 */
public record Caller(ApiKey key) {

    /** The caller of a service without keys: every namespace, every role. */
    public static final Caller ANONYMOUS = new Caller(null);

    /** The request attribute that carries the caller from the authentication filter to the controllers. */
    public static final String ATTRIBUTE = "mnemograph.caller";

    /** Whether this caller may act as {@code needed}. */
    public boolean has(Role needed) {
        return key == null || key.role().includes(needed);
    }

    /** Whether this caller may use {@code namespace}. */
    public boolean allows(String namespace) {
        return key == null || key.allows(namespace);
    }

    /** The namespace a request of this caller that names none uses, or null for the service's default. */
    public String onlyNamespace() {
        return key == null ? null : key.onlyNamespace();
    }
}
