package io.mnemograph.client.model;

/**
 * The filters and page of {@code GET /v1/memories}: tier (hot, cold, core), kind, sessionId, createdAfter
 * (ISO-8601, exclusive), cursor (from the previous page), limit 1..100; every one optional.
 */
public record BrowseQuery(
        String namespace, String tier, String kind, String sessionId, String createdAfter, String cursor, Integer limit) {

    /** Every memory of the client's namespace, the server's page size. */
    public static BrowseQuery all() {
        return new BrowseQuery(null, null, null, null, null, null, null);
    }

    /** The same filters from the cursor on. */
    public BrowseQuery from(String nextCursor) {
        return new BrowseQuery(namespace, tier, kind, sessionId, createdAfter, nextCursor, limit);
    }

    /** The same filters with this page size. */
    public BrowseQuery limit(int pageSize) {
        return new BrowseQuery(namespace, tier, kind, sessionId, createdAfter, cursor, pageSize);
    }

    /** The memories of one session. */
    public BrowseQuery session(String session) {
        return new BrowseQuery(namespace, tier, kind, session, createdAfter, cursor, limit);
    }
}
