package io.mnemograph.core.graph;

/** How an entity was recognised in a memory's text, or {@link #CLIENT} when the API caller supplied it. */
public enum EntityKind {
    /** One capitalised word, all-caps acronym or mixed-case token: "Caroline", "LGBTQ", "iPhone". */
    NAME,
    /** Two or more capitalised words, possibly joined by "of", "de", "van"...: "New York", "Bank of America". */
    PHRASE,
    /** An {@code @handle}. */
    HANDLE,
    /** A {@code #tag}. */
    TAG,
    /** A short term in quotes: "...", '...', “...”, ‘...’, «...». */
    QUOTED,
    /** An e-mail address. */
    EMAIL,
    /** A web address (http, https, ftp or www.). */
    URL,
    /** Supplied by the API caller in the {@code entities} field of a remember request. */
    CLIENT
}
