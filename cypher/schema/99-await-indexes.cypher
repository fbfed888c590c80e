// Start-up waits until every index is online (seconds).
:param seconds => 300
CYPHER 25
CALL db.awaitIndexes($seconds);
