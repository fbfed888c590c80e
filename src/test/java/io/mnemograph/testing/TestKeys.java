package io.mnemograph.testing;

/**
 * The tokens of the API keys in {@code src/test/resources/security/api-keys} (which holds only their SHA-256): read
 * and write keys of namespace ns-a, a write key of ns-b, one of both, and an admin key of every namespace.
 */
public final class TestKeys {

    /** The keys file a test class names with {@code @Property(name = "mnemograph.security.keys-file", ...)}. */
    public static final String FILE = "src/test/resources/security/api-keys";

    public static final String READ_A = "mg_test_read_a_000000000000000000000000";
    public static final String WRITE_A = "mg_test_write_a_00000000000000000000000";
    public static final String WRITE_B = "mg_test_write_b_00000000000000000000000";
    public static final String WRITE_AB = "mg_test_write_ab_0000000000000000000000";
    public static final String ADMIN = "mg_test_admin_0000000000000000000000000";

    private TestKeys() {}
}
