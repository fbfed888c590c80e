package io.mnemograph.tools.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class LatencyTest {

    @Test
    void ofNanos_oneToHundredMs_nearestRankPercentiles() {
        long[] nanos = new long[100];
        for (int i = 0; i < 100; i++) {
            nanos[99 - i] = (i + 1) * 1_000_000L;
        }
        Latency latency = Latency.ofNanos(nanos);
        assertThat(latency.count()).isEqualTo(100);
        assertThat(latency.p50Ms()).isEqualTo(50.0);
        assertThat(latency.p95Ms()).isEqualTo(95.0);
        assertThat(latency.p99Ms()).isEqualTo(99.0);
        assertThat(latency.maxMs()).isEqualTo(100.0);
        assertThat(latency.meanMs()).isEqualTo(50.5);
    }

    @Test
    void ofNanos_singleSample_isEveryPercentile() {
        Latency latency = Latency.ofNanos(new long[] {3_000_000L});
        assertThat(List.of(latency.p50Ms(), latency.p95Ms(), latency.p99Ms(), latency.maxMs()))
                .containsOnly(3.0);
    }

    @Test
    void ofNanos_noSamples_fails() {
        assertThatThrownBy(() -> Latency.ofNanos(new long[0])).isInstanceOf(IllegalArgumentException.class);
    }
}
