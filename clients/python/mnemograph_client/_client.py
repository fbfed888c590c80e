"""The client of mnemograph's HTTP API v1: every route one method, standard library only (urllib)."""

import email.utils
import json
import time
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, BinaryIO, Dict, Iterator, List, Mapping, Optional, cast

from ._errors import MnemographError, error_for
from ._types import (Association, AssociationRemoval, BatchResponse, Consolidation, Forgotten, History, MemoryLinks,
                     MemoryPage, MemoryView, NamespaceDeleted, RecallResponse, RememberResponse)

_FIRST_BACKOFF = 0.5


class MnemographClient:
    """A client of one mnemograph service; thread-safe (each call is one urllib request).

    ``namespace`` is the namespace of every call that names none (None: the key's only one, else ``default``). A 429 or
    503 is retried up to ``max_retries`` times after the answer's ``Retry-After`` (seconds or an HTTP date; without
    one 0.5 s doubling), unless that is longer than ``max_retry_wait`` seconds. A refused call raises a
    ``MnemographError`` subclass with the service's ``code``, ``field`` and ``message``.
    """

    def __init__(self, url: str = "http://127.0.0.1:8080", api_key: Optional[str] = None,
                 namespace: Optional[str] = None, timeout: float = 60.0, max_retries: int = 3,
                 max_retry_wait: float = 30.0) -> None:
        if max_retries < 0:
            raise ValueError(f"max_retries must be at least 0 (got {max_retries})")
        self.url = url.rstrip("/")
        self.api_key = api_key
        self.namespace = namespace
        self.timeout = timeout
        self.max_retries = max_retries
        self.max_retry_wait = max_retry_wait

    def with_namespace(self, namespace: str) -> "MnemographClient":
        """The same client with another default namespace."""
        return MnemographClient(self.url, self.api_key, namespace, self.timeout, self.max_retries,
                                self.max_retry_wait)

    # -- memories -------------------------------------------------------------------------------------------------

    def remember(self, content: str, *, namespace: Optional[str] = None, project: Optional[str] = None,
                 scope: Optional[str] = None, kind: Optional[str] = None, weight: Optional[float] = None,
                 strength: Optional[float] = None, importance: Optional[float] = None,
                 entities: Optional[List[str]] = None, session_id: Optional[str] = None,
                 ttl_seconds: Optional[int] = None, supersedes: Optional[str] = None,
                 occurred_at: Optional[str] = None, metadata: Optional[Mapping[str, Any]] = None,
                 idempotency_key: Optional[str] = None) -> RememberResponse:
        """``POST /v1/memories``: remember one memory (with a repeated idempotency key: the first, replayed)."""
        body = _fields(locals())
        return cast(RememberResponse, self._json("POST", "/v1/memories", body=body))

    def remember_batch(self, memories: List[Mapping[str, Any]], namespace: Optional[str] = None) -> BatchResponse:
        """``POST /v1/memories/batch``: 1..1000 memories (dicts of remember's fields) in one transaction."""
        return cast(BatchResponse, self._json("POST", "/v1/memories/batch",
                                              body=_fields({"memories": list(memories), "namespace": namespace})))

    def recall(self, query: str, *, limit: Optional[int] = None, namespace: Optional[str] = None,
               project: Optional[str] = None, session_id: Optional[str] = None, hops: Optional[int] = None,
               threshold: Optional[float] = None, at: Optional[str] = None, explain: Optional[bool] = None,
               boost: Optional[bool] = None, seeds: Optional[str] = None, decay_model: Optional[str] = None,
               spread_factor: Optional[float] = None, filter: Optional[Mapping[str, Any]] = None) -> RecallResponse:
        """``POST /v1/recall``: the most relevant memories, best first (``results``)."""
        body = _fields(locals())
        return cast(RecallResponse, self._json("POST", "/v1/recall", body=body))

    def get(self, id: str) -> MemoryView:
        """``GET /v1/memories/{id}``: one memory with all its state."""
        return cast(MemoryView, self._json("GET", "/v1/memories/" + _segment(id)))

    def patch(self, id: str, content: Optional[str] = None, weight: Optional[float] = None) -> MemoryView:
        """``PATCH /v1/memories/{id}``: new content and/or weight; the memory as it now is."""
        return cast(MemoryView, self._json("PATCH", "/v1/memories/" + _segment(id),
                                           body=_fields({"content": content, "weight": weight})))

    def delete(self, id: str) -> Forgotten:
        """``DELETE /v1/memories/{id}``: forget the memory now, with its edges."""
        return cast(Forgotten, self._json("DELETE", "/v1/memories/" + _segment(id)))

    def history(self, id: str, limit: Optional[int] = None, cursor: Optional[str] = None) -> History:
        """``GET /v1/memories/{id}/history``: a page of the supersedes chain through the memory."""
        return cast(History, self._json("GET", f"/v1/memories/{_segment(id)}/history",
                                        query={"limit": limit, "cursor": cursor}))

    def associations(self, id: str, limit: Optional[int] = None) -> MemoryLinks:
        """``GET /v1/memories/{id}/associations``: the memory's links, strongest first, and entities."""
        return cast(MemoryLinks, self._json("GET", f"/v1/memories/{_segment(id)}/associations",
                                            query={"limit": limit}))

    def associate(self, source: str, target: str, weight: Optional[float] = None) -> Association:
        """``POST /v1/associations``: link two memories explicitly (weight 0..1, default 0.5)."""
        return cast(Association, self._json("POST", "/v1/associations",
                                            body=_fields({"source": source, "target": target, "weight": weight})))

    def remove_association(self, source: str, target: str, kind: Optional[str] = None) -> AssociationRemoval:
        """``DELETE /v1/associations``: remove the link of this kind (default explicit) from source to target."""
        return cast(AssociationRemoval, self._json("DELETE", "/v1/associations",
                                                   query={"source": source, "target": target, "kind": kind}))

    def browse(self, *, tier: Optional[str] = None, kind: Optional[str] = None, session_id: Optional[str] = None,
               created_after: Optional[str] = None, cursor: Optional[str] = None,
               limit: Optional[int] = None, namespace: Optional[str] = None) -> MemoryPage:
        """``GET /v1/memories``: one page of the namespace's memories, oldest first, every tier."""
        return cast(MemoryPage, self._json("GET", "/v1/memories", query=_fields(locals())))

    def browse_all(self, **filters: Any) -> Iterator[MemoryView]:
        """Every memory the filters (browse's) pass, page after page as the iterator is read."""
        cursor = filters.pop("cursor", None)
        while True:
            page = self.browse(cursor=cursor, **filters)
            yield from page["memories"]
            cursor = page.get("next_cursor")
            if cursor is None:
                return

    # -- namespaces -----------------------------------------------------------------------------------------------

    def delete_namespace(self, namespace: str) -> NamespaceDeleted:
        """``DELETE /v1/namespaces/{namespace}``: forget every memory, entity, session and edge of it."""
        return cast(NamespaceDeleted, self._json("DELETE", "/v1/namespaces/" + _segment(namespace),
                                                 body={"confirm": namespace}, scoped=False))

    def export(self, vectors: bool = True) -> Iterator[Dict[str, Any]]:
        """``GET /v1/export``: the namespace's JSON Lines (docs/export.md), one record at a time."""
        with self._send("GET", "/v1/export", query={"vectors": "true" if vectors else "false"}) as response:
            for line in response:
                if line.strip():
                    yield json.loads(line)

    def export_to(self, out: BinaryIO, vectors: bool = True) -> int:
        """The namespace's export written to a binary file; answers the bytes written."""
        written = 0
        with self._send("GET", "/v1/export", query={"vectors": "true" if vectors else "false"}) as response:
            while True:
                chunk = response.read(65536)
                if not chunk:
                    return written
                out.write(chunk)
                written += len(chunk)

    def consolidate(self, at: Optional[str] = None, namespace: Optional[str] = None) -> Consolidation:
        """``POST /v1/consolidate``: the lifecycle sweep of the namespace now (or as of ``at``)."""
        return cast(Consolidation, self._json("POST", "/v1/consolidate",
                                              body=_fields({"at": at, "namespace": namespace})))

    # -- transport ------------------------------------------------------------------------------------------------

    def _json(self, method: str, path: str, query: Optional[Mapping[str, Any]] = None,
              body: Optional[Dict[str, Any]] = None, scoped: bool = True) -> Any:
        with self._send(method, path, query, body, scoped) as response:
            return json.load(response)

    def _send(self, method: str, path: str, query: Optional[Mapping[str, Any]] = None,
              body: Optional[Dict[str, Any]] = None, scoped: bool = True) -> Any:
        parameters = {k: _text(v) for k, v in (query or {}).items() if v is not None}
        if scoped and self.namespace is not None:
            if body is not None:
                body.setdefault("namespace", self.namespace)
            else:
                parameters.setdefault("namespace", self.namespace)
        url = self.url + path + ("?" + urllib.parse.urlencode(parameters, quote_via=urllib.parse.quote)
                                 if parameters else "")
        data = None if body is None else json.dumps(body).encode("utf-8")
        attempt = 0
        while True:
            request = urllib.request.Request(url, data=data, method=method,
                                             headers={"Accept": "application/json, application/x-ndjson"})
            if data is not None:
                request.add_header("Content-Type", "application/json")
            if self.api_key:
                request.add_header("Authorization", "Bearer " + self.api_key)
            try:
                return urllib.request.urlopen(request, timeout=self.timeout)
            except urllib.error.HTTPError as e:
                wait = _retry_wait(e.headers.get("Retry-After"), attempt)
                if e.code not in (429, 503) or attempt >= self.max_retries or wait > self.max_retry_wait:
                    raise _error(e) from None
                e.read()
                e.close()
                time.sleep(wait)
                attempt += 1
            except (urllib.error.URLError, OSError) as e:
                reason = getattr(e, "reason", e)
                code = "timeout" if "timed out" in str(reason) else "unreachable"
                raise MnemographError(0, code, None, f"{method} {url}: {reason}") from e


def _fields(values: Mapping[str, Any]) -> Dict[str, Any]:
    """The given fields of a call, without ``self`` and the ones left out (None)."""
    return {k: v for k, v in values.items() if v is not None and k != "self"}


def _text(value: Any) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def _segment(value: str) -> str:
    return urllib.parse.quote(value, safe="")


def _retry_wait(header: Optional[str], attempt: int) -> float:
    """How long to wait before retry ``attempt + 1``: the Retry-After (seconds or HTTP date), else 0.5 s x 2^n."""
    if header is None:
        return _FIRST_BACKOFF * (2 ** min(attempt, 16))
    text = header.strip()
    if text.isdigit():
        return float(text)
    try:
        when = email.utils.parsedate_to_datetime(text)
    except (TypeError, ValueError):
        return _FIRST_BACKOFF
    return max(0.0, when.timestamp() - time.time())


def _error(e: "urllib.error.HTTPError") -> MnemographError:
    text = e.read().decode("utf-8", "replace")
    e.close()
    try:
        detail = json.loads(text).get("error") or {}
    except (ValueError, AttributeError):
        detail = {}
    if isinstance(detail, dict) and detail.get("code"):
        return error_for(e.code, detail["code"], detail.get("field"), detail.get("message", ""))
    return error_for(e.code, f"http_{e.code}", None, text or "no message")
