package io.mnemograph.tools.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

/** Invariants of {@link Latency} for any samples. */
class LatencyProperties {

    @Property
    void ofNanos_anySamples_percentilesOrdered(
            @ForAll @Size(min = 1, max = 300) List<@LongRange(max = 10_000_000_000L) Long> samples) {
        Latency latency =
                Latency.ofNanos(samples.stream().mapToLong(Long::longValue).toArray());
        assertThat(latency.p50Ms()).isLessThanOrEqualTo(latency.p95Ms());
        assertThat(latency.p95Ms()).isLessThanOrEqualTo(latency.p99Ms());
        assertThat(latency.p99Ms()).isLessThanOrEqualTo(latency.maxMs());
    }
}
