package io.mnemograph.api.http;

import io.micronaut.http.HttpParameters;
import io.mnemograph.api.error.InvalidInput;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Set;

/**
 * Reads a GET or DELETE request's query parameters one by one, so that every rejection names the parameter and the
 * reason, as {@link RequestFields} does for bodies: an unknown or repeated parameter, a name of the wrong shape, a
 * number or date that does not parse or is out of range.
 */
final class QueryParameters {

    private static final String NAME_CHARACTERS = "[\\p{L}\\p{N}_.:/@-]";

    private final HttpParameters parameters;

    private QueryParameters(HttpParameters parameters) {
        this.parameters = parameters;
    }

    /** The request's parameters, if every one of them is in {@code known} and given once; else a 400 naming it. */
    static QueryParameters of(HttpParameters parameters, Set<String> known) {
        for (String name : parameters.names()) {
            if (!known.contains(name)) {
                throw new InvalidInput(
                        name.isBlank() ? '"' + name + '"' : name,
                        "unknown query parameter; accepted parameters are "
                                + known.stream().sorted().toList());
            }
            if (parameters.getAll(name).size() > 1) {
                throw new InvalidInput(name, "is given more than once");
            }
        }
        return new QueryParameters(parameters);
    }

    /** The raw value, null when absent. */
    String text(String name) {
        return parameters.get(name);
    }

    /** An optional identifier-like name of 1..{@code maxChars} letters, digits or {@code _ . : / @ -}. */
    String name(String name, int maxChars) {
        String value = text(name);
        if (value != null && !value.matches(NAME_CHARACTERS + "{1," + maxChars + "}")) {
            throw new InvalidInput(
                    name,
                    "must be 1 to " + maxChars + " letters, digits or the characters _ . : / @ - (got \""
                            + abbreviate(value) + "\")");
        }
        return value;
    }

    /** An optional value among {@code allowed}. */
    String oneOf(String name, List<String> allowed) {
        String value = text(name);
        if (value != null && !allowed.contains(value)) {
            throw new InvalidInput(name, "must be one of " + allowed + " (got \"" + abbreviate(value) + "\")");
        }
        return value;
    }

    /** An optional whole number in [min, max], {@code fallback} when absent. */
    int integer(String name, int min, int max, int fallback) {
        String value = text(name);
        if (value == null) {
            return fallback;
        }
        try {
            int number = Integer.parseInt(value.trim());
            if (number >= min && number <= max) {
                return number;
            }
        } catch (NumberFormatException ignored) {
            // answered below
        }
        throw new InvalidInput(
                name, "must be a whole number from " + min + " to " + max + " (got \"" + abbreviate(value) + "\")");
    }

    /** An optional ISO-8601 date-time with zone or offset, e.g. {@code 2023-05-08T13:56:00Z}. */
    ZonedDateTime dateTime(String name) {
        String value = text(name);
        if (value == null) {
            return null;
        }
        try {
            return OffsetDateTime.parse(value.trim()).toZonedDateTime();
        } catch (DateTimeParseException e) {
            throw new InvalidInput(
                    name,
                    "must be an ISO-8601 date-time with zone, e.g. 2023-05-08T13:56:00Z (got \"" + abbreviate(value)
                            + "\"; in a URL, write + as %2B)");
        }
    }

    private static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "...";
    }
}
