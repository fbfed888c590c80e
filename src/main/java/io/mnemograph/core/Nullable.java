package io.mnemograph.core;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * May be null: a field, parameter, return value or record component of {@code core} that NullAway (run by every
 * compile, CONTRIBUTING.md "Static analysis") lets be null; everything else in {@code core} is never null. Core's
 * own, so that {@code core} depends on {@code java.*} only.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({
    ElementType.FIELD,
    ElementType.PARAMETER,
    ElementType.METHOD,
    ElementType.RECORD_COMPONENT,
    ElementType.LOCAL_VARIABLE
})
public @interface Nullable {}
