"""A refused or failed call, with the service's code, field and message (docs/api.md, "Errors")."""

from typing import Optional


class MnemographError(Exception):
    """A refused call: the HTTP status (0: no answer) and the service's code, field and message."""

    def __init__(self, status: int, code: str, field: Optional[str], message: str) -> None:
        super().__init__(f"{status} {code}" + (f" ({field})" if field else "") + f": {message}")
        self.status = status
        self.code = code
        self.field = field
        self.message = message


class InvalidRequestError(MnemographError):
    """A request the service refused as sent (400, 408, 413, 414): fix the field it names."""


class AccessDeniedError(MnemographError):
    """No or an unknown API key (401), or a namespace or route the key may not use (403)."""


class NotFoundError(MnemographError):
    """An unknown id, or one of another namespace (404)."""


class ConflictError(MnemographError):
    """A sweep already running, or an idempotency key repeated with other content (409)."""


class UnavailableError(MnemographError):
    """Over the caller's rate (429) or overloaded (503), still so after the client's retries."""


def error_for(status: int, code: str, field: Optional[str], message: str) -> MnemographError:
    """The error of an answer: the subclass for its status."""
    kinds = {400: InvalidRequestError, 408: InvalidRequestError, 413: InvalidRequestError, 414: InvalidRequestError,
             401: AccessDeniedError, 403: AccessDeniedError, 404: NotFoundError, 409: ConflictError,
             429: UnavailableError, 503: UnavailableError}
    return kinds.get(status, MnemographError)(status, code, field, message)
