"""The service's answers as typed dictionaries, named and keyed as the OpenAPI document's schemas (snake_case)."""

from typing import Any, Dict, List, Optional

try:  # Python 3.8 has TypedDict in typing
    from typing import TypedDict
except ImportError:  # pragma: no cover
    from typing_extensions import TypedDict  # type: ignore


class Contradiction(TypedDict):
    """An older memory the new one may contradict (``Contradiction``)."""

    id: str
    content: str
    similarity: float
    options: List[str]


class RememberResponse(TypedDict):
    """What remember answers (``RememberResponse``)."""

    id: str
    namespace: str
    importance: float
    contradictions: List[Contradiction]
    replayed: bool


class BatchResponse(TypedDict):
    """What remember_batch answers: one result per item, in order (``BatchResponse``)."""

    results: List[RememberResponse]


class NewerStatementView(TypedDict):
    """A newer memory that contradicts or supersedes a recalled one (``NewerStatementView``)."""

    id: str
    content: str
    remembered_at: str


PathStep = TypedDict("PathStep", {
    "from": str, "edge": str, "edge_weight": float, "via_entity": Optional[str], "to": str, "contribution": float})
PathStep.__doc__ = "One hop of an associative result's path, with explain (``PathStep``)."


class RecallResult(TypedDict, total=False):
    """One recalled memory (``RecallResult``); path and memory are there with explain only."""

    id: str
    content: str
    score: float
    via: str
    hops: int
    tier: str
    resurrected: bool
    components: Dict[str, float]
    path: Optional[List[PathStep]]
    memory: Optional[Dict[str, Any]]
    conflicts: List[NewerStatementView]
    superseded_by: Optional[NewerStatementView]


class RecallResponse(TypedDict):
    """What recall answers: the results, best first (``RecallResponse``)."""

    namespace: str
    results: List[RecallResult]


class MemoryView(TypedDict):
    """A memory with all its state (``MemoryView``)."""

    id: str
    namespace: str
    content: str
    project: Optional[str]
    scope: str
    kind: Optional[str]
    tier: str
    weight: float
    importance: float
    strength: float
    stability: float
    access_count: int
    created_at: str
    updated_at: str
    occurred_at: str
    last_accessed_at: str
    session_ids: List[str]
    expires_at: Optional[str]
    metadata: Optional[Dict[str, Any]]


class MemoryPage(TypedDict):
    """A page of a namespace's memories, oldest first (``MemoryPage``)."""

    namespace: str
    memories: List[MemoryView]
    next_cursor: Optional[str]


class ChainLink(TypedDict):
    """One memory of a supersedes chain (``ChainLink``)."""

    memory: MemoryView
    supersedes: List[str]
    superseded_by: List[str]


class History(TypedDict):
    """A page of the supersedes chain through a memory (``History``)."""

    id: str
    chain: List[ChainLink]
    conflicts: List[Contradiction]
    next_cursor: Optional[str]


class AssociationLink(TypedDict):
    """One link of a memory (``AssociationLink``)."""

    memory_id: str
    content: str
    tier: str
    direction: str
    kind: str
    weight: float
    decayed_weight: float
    created_at: Optional[str]
    last_co_retrieval: Optional[str]


class EntityLink(TypedDict):
    """An entity a memory mentions (``EntityLink``)."""

    key: str
    name: Optional[str]
    kind: Optional[str]
    memories: int


class MemoryLinks(TypedDict):
    """A memory's associations and entities (``MemoryLinks``)."""

    id: str
    namespace: str
    associations: List[AssociationLink]
    association_count: int
    entities: List[EntityLink]
    entity_count: int


class Association(TypedDict):
    """A link made by associate (``Association``)."""

    namespace: str
    source: str
    target: str
    weight: float
    kind: str


class AssociationRemoval(TypedDict):
    """What remove_association answers (``AssociationRemoval``)."""

    namespace: str
    source: str
    target: str
    kind: str
    deleted: bool


class Consolidation(TypedDict):
    """What a lifecycle sweep did (``Consolidation``)."""

    namespace: str
    at: str
    cooled: int
    promoted: int
    promoted_by_rule: Dict[str, int]
    expired: int
    edges_pruned: int
    edges_decayed: int
    duration_ms: int


class NamespaceDeleted(TypedDict):
    """What delete_namespace answers (``NamespaceDeleted``)."""

    namespace: str
    nodes_deleted: int
    edges_deleted: int


class Forgotten(TypedDict):
    """What delete answers."""

    id: str
    deleted: bool
