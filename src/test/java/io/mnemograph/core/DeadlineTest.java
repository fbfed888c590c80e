package io.mnemograph.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class DeadlineTest {

    private final AtomicLong nanos = new AtomicLong(1_000);

    @Test
    void remaining_countsDownOnTheTicker_andStopsAtZero() {
        Deadline deadline = Deadline.after(Duration.ofSeconds(10), nanos::get);
        assertThat(deadline.remaining()).isEqualTo(Duration.ofSeconds(10));
        nanos.addAndGet(Duration.ofSeconds(4).toNanos());
        assertThat(deadline.remaining()).isEqualTo(Duration.ofSeconds(6));
        assertThat(deadline.passed()).isFalse();
        nanos.addAndGet(Duration.ofSeconds(60).toNanos());
        assertThat(deadline.remaining()).isZero();
        assertThat(deadline.passed()).isTrue();
    }

    @Test
    void bound_isTheShorterOfTheWaitAndTheTimeLeft() {
        Deadline deadline = Deadline.after(Duration.ofSeconds(10), nanos::get);
        assertThat(deadline.bound(Duration.ofSeconds(30))).isEqualTo(Duration.ofSeconds(10));
        assertThat(deadline.bound(Duration.ofSeconds(3))).isEqualTo(Duration.ofSeconds(3));
    }

    @Test
    void check_pastTheDeadline_throwsDeadlinePassedNamingTheStepAndTheBudget() {
        Deadline deadline = Deadline.after(Duration.ofSeconds(2), nanos::get);
        deadline.check("before embedding");
        nanos.addAndGet(Duration.ofSeconds(2).toNanos());
        assertThatThrownBy(() -> deadline.check("before its commit"))
                .isInstanceOf(DeadlinePassed.class)
                .hasMessageContaining("2 s")
                .hasMessageContaining("before its commit")
                .hasMessageContaining("nothing of it was kept");
    }

    @Test
    void ticker_nearOverflow_stillCountsTheDifference() {
        nanos.set(Long.MAX_VALUE - 5);
        Deadline deadline = Deadline.after(Duration.ofNanos(100), nanos::get);
        nanos.addAndGet(50); // wraps past Long.MAX_VALUE
        assertThat(deadline.remaining()).isEqualTo(Duration.ofNanos(50));
    }

    @Test
    void after_aBudgetOfZero_isRefused() {
        assertThatThrownBy(() -> Deadline.after(Duration.ZERO, nanos::get))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
