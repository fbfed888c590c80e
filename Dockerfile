# Image for the service. `docker build .` on a fresh clone: the first stage builds the jar, the second runs it.
# The container listens on every interface inside it, so it needs a key: pass one (32+ characters) in
# MNEMOGRAPH_SECURITY_API_KEY, or mount a keys file (SECURITY.md). Without one it refuses to start.
# Embedded data (the default when MNEMOGRAPH_NEO4J_URI is unset) lives on the /data volume.

# Stage 1: build the shaded jar (tests are the job of CI, not of the image build).
FROM maven:3.9-eclipse-temurin-21 AS build
WORKDIR /src
COPY pom.xml ./
RUN mvn -B -q dependency:go-offline || true
COPY cypher ./cypher
# the settings of the OpenAPI document and Swagger UI generated at compile time (docs/api.md)
COPY openapi.properties ./
COPY src ./src
RUN mvn -B -q -DskipTests package

# Stage 2: the runtime, as a non-root user.
FROM eclipse-temurin:21-jre
RUN groupadd --system mnemograph && useradd --system --gid mnemograph --home-dir /app mnemograph \
    && mkdir -p /data && chown -R mnemograph:mnemograph /app /data
WORKDIR /app
COPY --from=build --chown=mnemograph:mnemograph /src/target/mnemograph.jar /app/mnemograph.jar
USER mnemograph
ENV MICRONAUT_SERVER_HOST=0.0.0.0 \
    MNEMOGRAPH_EMBEDDED_DATA_DIR=/data
VOLUME /data
EXPOSE 8080
# bash's /dev/tcp needs no curl or wget in the image; healthy when /health answers 200
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
    CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /health HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && head -n 1 <&3 | grep -q ' 200 '"]
ENTRYPOINT ["java", "-XX:+UseParallelGC", "--add-modules=jdk.incubator.vector", "--add-opens=java.base/java.nio=ALL-UNNAMED", \
            "--enable-native-access=ALL-UNNAMED", "-jar", "/app/mnemograph.jar"]
