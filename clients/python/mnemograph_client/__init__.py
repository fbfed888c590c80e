"""mnemograph-client: the HTTP API of mnemograph (docs/api.md) for Python 3.8+, standard library only.

    from mnemograph_client import MnemographClient
    memory = MnemographClient("http://127.0.0.1:8080", namespace="alice")
    memory.remember("Ana is vegetarian", session_id="trip-2")
    memory.recall("any diets to keep in mind?")["results"]

``AsyncMnemographClient`` has the same calls as coroutines.
"""

from ._async import AsyncMnemographClient
from ._client import MnemographClient
from ._errors import (AccessDeniedError, ConflictError, InvalidRequestError, MnemographError, NotFoundError,
                      UnavailableError)
from ._types import (Association, AssociationLink, AssociationRemoval, BatchResponse, ChainLink, Consolidation,
                     Contradiction, EntityLink, Forgotten, History, MemoryLinks, MemoryPage, MemoryView,
                     NamespaceDeleted, NewerStatementView, PathStep, RecallResponse, RecallResult, RememberResponse)

__version__ = "0.1.0.dev0"

__all__ = ["MnemographClient", "AsyncMnemographClient", "MnemographError", "InvalidRequestError", "AccessDeniedError", "NotFoundError",
           "ConflictError", "UnavailableError", "Association", "AssociationLink", "AssociationRemoval",
           "BatchResponse", "ChainLink", "Consolidation", "Contradiction", "EntityLink", "Forgotten", "History",
           "MemoryLinks", "MemoryPage", "MemoryView", "NamespaceDeleted", "NewerStatementView", "PathStep",
           "RecallResponse", "RecallResult", "RememberResponse"]
