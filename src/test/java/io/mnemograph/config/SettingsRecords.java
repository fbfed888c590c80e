package io.mnemograph.config;

import io.micronaut.core.convert.ConversionService;
import io.micronaut.core.reflect.ReflectionUtils;
import io.mnemograph.testing.SharedServices;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Locale;

/**
 * Settings records built as binding builds them, without starting an application context for each value: the bound
 * defaults of the shared test service with one setting changed, passed through the record's canonical constructor,
 * where every range is checked. Start-up itself is proven once per kind of error by the tests that start a context.
 */
final class SettingsRecords {

    private SettingsRecords() {}

    /** The record of {@code type} as the shared test service bound it (the defaults, but for application-test.yml). */
    static <T extends Record> T bound(Class<T> type) {
        return SharedServices.standardServer().getApplicationContext().getBean(type);
    }

    /**
     * The record of {@code type} bound with {@code key} (its last segment names the component, in kebab case) set to
     * {@code value}, converted as binding converts it ("0s" to a Duration, 2 to 2.0); what the constructor throws,
     * such as a {@link ConfigurationError}, is thrown as it is.
     */
    static <T extends Record> T with(Class<T> type, String key, Object value) {
        T defaults = bound(type);
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        Object[] arguments = new Object[components.length];
        String name = camelCase(key.substring(key.lastIndexOf('.') + 1));
        boolean found = false;
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            if (components[i].getName().equals(name)) {
                arguments[i] =
                        ConversionService.SHARED.convertRequired(value, ReflectionUtils.getWrapperType(types[i]));
                found = true;
            } else {
                arguments[i] = invoke(components[i], defaults);
            }
        }
        if (!found) {
            throw new IllegalArgumentException(key + " names no component of " + type.getSimpleName());
        }
        try {
            Constructor<T> canonical = type.getDeclaredConstructor(types);
            return canonical.newInstance(arguments);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Object invoke(RecordComponent component, Record record) {
        try {
            return component.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String camelCase(String kebab) {
        StringBuilder name = new StringBuilder();
        for (String part : kebab.split("-")) {
            name.append(name.isEmpty() ? part : part.substring(0, 1).toUpperCase(Locale.ROOT) + part.substring(1));
        }
        return name.toString();
    }
}
