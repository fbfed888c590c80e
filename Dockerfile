# Runtime image for the service; build the jar first with `mvn -DskipTests package`.
# The container listens on every interface inside it, so it needs a key: pass one (32+ characters) in
# MNEMOGRAPH_SECURITY_API_KEY, or mount a keys file (SECURITY.md). Without one it refuses to start.
# Embedded data (the default when MNEMOGRAPH_NEO4J_URI is unset) lives on the /data volume.
FROM eclipse-temurin:21-jre
WORKDIR /app
COPY target/mnemograph.jar /app/mnemograph.jar
ENV MICRONAUT_SERVER_HOST=0.0.0.0 \
    MNEMOGRAPH_EMBEDDED_DATA_DIR=/data
VOLUME /data
EXPOSE 8080
ENTRYPOINT ["java", "-XX:+UseParallelGC", "--add-modules=jdk.incubator.vector", "--add-opens=java.base/java.nio=ALL-UNNAMED", \
            "--enable-native-access=ALL-UNNAMED", "-jar", "/app/mnemograph.jar"]
