package io.mnemograph.api.request;

/** A typed JSON request body: {@link JsonRequestReader} binds it strictly through {@link RequestBinder}. */
public interface ApiRequest {}
