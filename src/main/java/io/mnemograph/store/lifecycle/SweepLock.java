package io.mnemograph.store.lifecycle;

import java.time.ZonedDateTime;

/**
 * The answer to one attempt at a namespace's consolidation sweep lock.
 *
 * @param acquired      whether the caller now holds it
 * @param holder        when not acquired: the sweep that holds it
 * @param heldUntil     when not acquired: when the holder's lock goes stale unless renewed
 * @param takenOverFrom when acquired from a stale holder: that holder, else null
 */
public record SweepLock(boolean acquired, String holder, ZonedDateTime heldUntil, String takenOverFrom) {}
