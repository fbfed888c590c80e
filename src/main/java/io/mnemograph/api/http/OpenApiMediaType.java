package io.mnemograph.api.http;

import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;

/**
 * Serves the API document (a static resource, {@code /openapi.yml} and Swagger UI's {@code /swagger/openapi.yml}) as
 * {@code application/yaml} (RFC 9512), which the static-resource handler would send as another type.
 */
@ServerFilter({"/openapi*.yml", "/swagger/openapi*.yml"})
public class OpenApiMediaType {

    /** The media type of YAML. */
    public static final String YAML = "application/yaml";

    /** Sets the document's media type on a successful answer. */
    @ResponseFilter
    public void yaml(MutableHttpResponse<?> response) {
        if (response.code() == 200) {
            response.contentType(YAML);
        }
    }
}
