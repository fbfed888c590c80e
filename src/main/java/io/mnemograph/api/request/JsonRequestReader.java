package io.mnemograph.api.request;

import io.micronaut.core.annotation.Order;
import io.micronaut.core.type.Argument;
import io.micronaut.core.type.Headers;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.body.MessageBodyReader;
import io.micronaut.http.codec.CodecException;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Reads every JSON body whose type is an {@link ApiRequest} through {@link RequestBinder}, instead of the framework's
 * lenient JSON reader, so a controller can take {@code @Body RememberBody body} and still refuse wrong types and
 * unknown fields naming them. It is declared for any type (as the framework's JSON reader is, so that the registry
 * offers it for every body) and reads only {@link ApiRequest}s ({@link #isReadable}); the registry takes the first
 * readable reader in order, and this one comes before the framework's.
 *
 * @param <T> the body's type
 */
@Singleton
@Order(JsonRequestReader.ORDER)
@Consumes(MediaType.APPLICATION_JSON)
public final class JsonRequestReader<T> implements MessageBodyReader<T> {

    /** Before the framework's JSON reader ({@code JsonMessageHandler.ORDER}, -10): the first readable one reads. */
    static final int ORDER = -100;

    private final RequestBinder binder;

    public JsonRequestReader(RequestBinder binder) {
        this.binder = binder;
    }

    @Override
    public boolean isReadable(Argument<T> type, MediaType mediaType) {
        return ApiRequest.class.isAssignableFrom(type.getType());
    }

    @Override
    public T read(Argument<T> type, MediaType mediaType, Headers headers, InputStream input) throws CodecException {
        try {
            return binder.read(input.readAllBytes(), type.getType());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
