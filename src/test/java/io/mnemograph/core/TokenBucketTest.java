package io.mnemograph.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TokenBucketTest {

    private static final long SECOND = 1_000_000_000L;

    @Test
    void take_fullBucket_givesCapacityTokens_thenTheWaitForTheNext() {
        TokenBucket bucket = new TokenBucket(3, 2.0, 0);
        assertThat(bucket.take(0)).isZero();
        assertThat(bucket.take(0)).isZero();
        assertThat(bucket.take(0)).isZero();
        assertThat(bucket.take(0)).as("2 per second: one token every 0.5 s").isEqualTo(SECOND / 2);
    }

    @Test
    void take_refillsWithTime_butNeverAboveCapacity() {
        TokenBucket bucket = new TokenBucket(2, 1.0, 0);
        bucket.take(0);
        bucket.take(0);
        assertThat(bucket.take(SECOND)).as("one token back after a second").isZero();
        assertThat(bucket.take(SECOND)).isPositive();
        assertThat(bucket.full(100 * SECOND)).isTrue();
        assertThat(bucket.take(100 * SECOND)).isZero();
        assertThat(bucket.take(100 * SECOND)).isZero();
        assertThat(bucket.take(100 * SECOND))
                .as("idle time does not bank more than the capacity")
                .isPositive();
    }

    @Test
    void take_overAnyInterval_letsAtMostCapacityPlusRateTimesTimeThrough() {
        TokenBucket bucket = new TokenBucket(5, 10.0, 0);
        int admitted = 0;
        for (long t = 0; t <= 3 * SECOND; t += SECOND / 1000) {
            if (bucket.take(t) == 0) {
                admitted++;
            }
        }
        assertThat(admitted).isEqualTo(5 + 30);
    }
}
