package io.mnemograph.transfer;

/** A record of an import file that cannot be imported: the field at fault and why (the line is added by the caller). */
final class BadRecord extends RuntimeException {

    private final String field;

    BadRecord(String field, String reason) {
        super(field == null ? reason : field + ": " + reason);
        this.field = field;
    }

    /** The field at fault, or null when the record as a whole is. */
    String field() {
        return field;
    }
}
