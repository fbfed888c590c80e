// One timeline of sessionless memories per namespace (session/previous-sessionless.cypher).
CYPHER 25
CREATE CONSTRAINT timeline_namespace IF NOT EXISTS FOR (t:Timeline) REQUIRE t.namespace IS UNIQUE;
