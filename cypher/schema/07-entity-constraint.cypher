// An entity is one node per normalised key within a namespace ("Beth", "beth" and "Beth's" meet).
CYPHER 25
CREATE CONSTRAINT entity_key IF NOT EXISTS FOR (e:Entity) REQUIRE (e.namespace, e.key) IS UNIQUE;
