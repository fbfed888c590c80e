package io.mnemograph.client.model;

import java.util.List;

/** Memories to remember in one transaction, all or none ({@code BatchRequest}); namespace is the items' default. */
public record BatchRequest(List<RememberRequest> memories, String namespace) {

    /** The memories, in the client's namespace. */
    public static BatchRequest of(List<RememberRequest> memories) {
        return new BatchRequest(memories, null);
    }
}
