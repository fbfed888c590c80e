package io.mnemograph.client;

import java.util.UUID;

/** The running service the tests call (clients/run-tests starts one): its URL and a fresh namespace per test. */
final class LiveService {

    static final String URL = System.getProperty("mnemograph.url", "http://127.0.0.1:8080");

    private LiveService() {}

    /** A client of a namespace no other test uses. */
    static MnemographClient freshClient() {
        return MnemographClient.builder(URL).namespace("java-client-" + UUID.randomUUID()).build();
    }
}
