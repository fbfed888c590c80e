package io.mnemograph.store.namespace;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The full-text index's namespace field: one term per namespace, which the lexical seed's Lucene query requires, so
 * that a search reads only its own namespace's memories (docs/decisions/0014-namespace-local-lexical-scores.md).
 *
 * <p>Implementation notes: the term is the SHA-256 digest of the namespace (UTF-8) written as an unsigned decimal
 * number. Lucene's English analyzer, which indexes it, keeps a run of digits as one token and neither lower-cases,
 * stems nor drops it, so the term is the same at indexing and at query time, and namespaces that the analyzer would
 * split or merge as text ({@code a-b}, {@code a b}, {@code A.B}) never share a term. Stateless and thread-safe.
 */
public final class NamespaceToken {

    /** The memory property (and full-text field) that holds the token. */
    public static final String PROPERTY = "namespace_token";

    private NamespaceToken() {}

    /** The token of {@code namespace}: up to 78 decimal digits. */
    public static String of(String namespace) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(namespace.getBytes(StandardCharsets.UTF_8));
            return new BigInteger(1, digest).toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every Java platform provides SHA-256", e);
        }
    }
}
