package io.mnemograph.config;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import java.time.Duration;

/**
 * How long the service waits for the database before it gives up and answers 503, instead of letting a request
 * hang: every transaction carries a server-side timeout (Neo4j aborts it and rolls it back), connecting and taking a
 * connection from the pool are bounded, and the driver retries transient failures only for a while.
 *
 * @param transactionSeconds timeout of every transaction a request runs (default 30, range 1..3,600); Neo4j
 *                           terminates a transaction running longer and nothing of it is kept
 * @param sweepSeconds       timeout of each batched statement of a consolidation sweep or a namespace deletion,
 *                           which commit their own batches (default 900, range 1..86,400)
 * @param connectSeconds     to open a connection and to wait for a free one in the pool (default 5, range 1..600)
 * @param retrySeconds       how long the driver retries a transaction after transient failures (lost leader,
 *                           deadlock, database unreachable), default 5, range 0..600 (the driver's default is 30)
 * @param requestBodySeconds how long a request's body may take to arrive whole after its head before the request is
 *                           answered 408 and its connection closed (default 10, range 1..3,600)
 * @param requestSeconds     the most a request may take once its body has arrived, embedding, waiting and every
 *                           transaction included (default 120, range 1..3,600; below the server's idle timeouts,
 *                           checked at start-up by {@link RequestDeadlineCheck}): past it a request is abandoned and
 *                           answers 503 {@code timeout} with nothing of it kept; each transaction's timeout is the
 *                           shorter of {@code transaction-seconds} and the time the request has left
 */
@ConfigurationProperties(TimeoutSettings.PREFIX)
public record TimeoutSettings(
        @Bindable(defaultValue = "30") int transactionSeconds,
        @Bindable(defaultValue = "900") int sweepSeconds,
        @Bindable(defaultValue = "5") int connectSeconds,
        @Bindable(defaultValue = "5") int retrySeconds,
        @Bindable(defaultValue = "10") int requestBodySeconds,
        @Bindable(defaultValue = "120") int requestSeconds) {

    public static final String PREFIX = "mnemograph.timeouts";

    public TimeoutSettings {
        ConfigurationError.requireRange(PREFIX + ".transaction-seconds", transactionSeconds, 1, 3_600);
        ConfigurationError.requireRange(PREFIX + ".sweep-seconds", sweepSeconds, 1, 86_400);
        ConfigurationError.requireRange(PREFIX + ".connect-seconds", connectSeconds, 1, 600);
        ConfigurationError.requireRange(PREFIX + ".retry-seconds", retrySeconds, 0, 600);
        ConfigurationError.requireRange(PREFIX + ".request-body-seconds", requestBodySeconds, 1, 3_600);
        ConfigurationError.requireRange(PREFIX + ".request-seconds", requestSeconds, 1, 3_600);
    }

    public Duration transaction() {
        return Duration.ofSeconds(transactionSeconds);
    }

    public Duration sweep() {
        return Duration.ofSeconds(sweepSeconds);
    }

    /** The most one request may take ({@code request-seconds}). */
    public Duration request() {
        return Duration.ofSeconds(requestSeconds);
    }

    public Duration requestBody() {
        return Duration.ofSeconds(requestBodySeconds);
    }
}
