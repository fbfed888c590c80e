# Runtime image for the service; build the jar first with `mvn -DskipTests package`.
FROM eclipse-temurin:21-jre
WORKDIR /app
COPY target/mnemograph.jar /app/mnemograph.jar
ENV MICRONAUT_SERVER_HOST=0.0.0.0
EXPOSE 8080
ENTRYPOINT ["java", "-XX:+UseParallelGC", "--add-modules=jdk.incubator.vector", "--add-opens=java.base/java.nio=ALL-UNNAMED", \
            "--enable-native-access=ALL-UNNAMED", "-jar", "/app/mnemograph.jar"]
