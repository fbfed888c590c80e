"""The client's calls awaitable, for asyncio agents: each sync call runs in the event loop's default executor."""

import asyncio
import functools
from typing import Any, Callable, Dict, List, Mapping, Optional, TypeVar

from ._client import MnemographClient
from ._types import (Association, AssociationRemoval, BatchResponse, Consolidation, Forgotten, History, MemoryLinks,
                     MemoryPage, MemoryView, NamespaceDeleted, RecallResponse, RememberResponse)

T = TypeVar("T")


class AsyncMnemographClient:
    """``MnemographClient``'s calls as coroutines, with the same arguments, answers and errors."""

    def __init__(self, url: str = "http://127.0.0.1:8080", **settings: Any) -> None:
        self.sync = MnemographClient(url, **settings)

    async def _run(self, call: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(None, functools.partial(call, *args, **kwargs))

    async def remember(self, content: str, **fields: Any) -> RememberResponse:
        return await self._run(self.sync.remember, content, **fields)

    async def remember_batch(self, memories: List[Mapping[str, Any]],
                             namespace: Optional[str] = None) -> BatchResponse:
        return await self._run(self.sync.remember_batch, memories, namespace)

    async def recall(self, query: str, **options: Any) -> RecallResponse:
        return await self._run(self.sync.recall, query, **options)

    async def get(self, id: str) -> MemoryView:
        return await self._run(self.sync.get, id)

    async def patch(self, id: str, content: Optional[str] = None, weight: Optional[float] = None) -> MemoryView:
        return await self._run(self.sync.patch, id, content, weight)

    async def delete(self, id: str) -> Forgotten:
        return await self._run(self.sync.delete, id)

    async def history(self, id: str, limit: Optional[int] = None, cursor: Optional[str] = None) -> History:
        return await self._run(self.sync.history, id, limit, cursor)

    async def associations(self, id: str, limit: Optional[int] = None) -> MemoryLinks:
        return await self._run(self.sync.associations, id, limit)

    async def associate(self, source: str, target: str, weight: Optional[float] = None) -> Association:
        return await self._run(self.sync.associate, source, target, weight)

    async def remove_association(self, source: str, target: str, kind: Optional[str] = None) -> AssociationRemoval:
        return await self._run(self.sync.remove_association, source, target, kind)

    async def browse(self, **filters: Any) -> MemoryPage:
        return await self._run(self.sync.browse, **filters)

    async def delete_namespace(self, namespace: str) -> NamespaceDeleted:
        return await self._run(self.sync.delete_namespace, namespace)

    async def export(self, vectors: bool = True) -> List[Dict[str, Any]]:
        """The namespace's export, read whole (for a large one, ``sync.export_to`` a file in a thread)."""
        return await self._run(lambda: list(self.sync.export(vectors)))

    async def consolidate(self, at: Optional[str] = None, namespace: Optional[str] = None) -> Consolidation:
        return await self._run(self.sync.consolidate, at, namespace)
