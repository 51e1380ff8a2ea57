"""Variants as data: a frozen options dataclass per game, named rule sets as presets.

Each field of an options dataclass carries ``metadata={"label": ..., "help": ..., "choices": ...,
"choice_labels": ..., "min": ..., "max": ...}``: ``label`` is the option's short name as a player would say
it ("Max turns"), ``choice_labels`` the words for a choice's values ``{value: words}`` (the lobby shows them;
the value itself is what a record, the command line and the web send).  :func:`build_options` turns a preset plus a mapping
of overrides (from a record, the command line or the web) into a validated,
frozen options object; an unknown name or a bad value is an error that lists
what is valid.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from taverna.core.errors import BadOption, UnknownOption

O = TypeVar("O")


def option_fields(cls: type) -> list[dataclasses.Field[Any]]:
    return [f for f in dataclasses.fields(cls) if not f.name.startswith("_")]


def describe_options(cls: type, preset: object | None = None) -> list[dict[str, Any]]:
    """Each option: name, label, default (in ``preset`` if given), type, meaning, choices (and their words)/range."""
    out = []
    base = preset if preset is not None else cls()
    for f in option_fields(cls):
        md = f.metadata
        item: dict[str, Any] = {
            "name": f.name.replace("_", "-"),
            "default": getattr(base, f.name),
            "type": _type_name(f),
            "label": md.get("label", ""),
            "help": md.get("help", ""),
        }
        if "choices" in md:
            item["choices"] = list(md["choices"])
        if "choice_labels" in md:
            item["choice_labels"] = dict(md["choice_labels"])
        if "min" in md:
            item["min"] = md["min"]
        if "max" in md:
            item["max"] = md["max"]
        if md.get("fixed"):
            item["fixed"] = True  # fixed by the rule set: it tells how the rules work, a table cannot change it
        out.append(item)
    return out


def _type_name(f: dataclasses.Field[Any]) -> str:
    t = f.type if isinstance(f.type, str) else getattr(f.type, "__name__", str(f.type))
    return str(t).replace("Optional[", "").replace("]", "")


def normalise_name(name: str) -> str:
    return name.strip().replace("-", "_").lower()


def build_options(
    cls: type[O],
    preset: O,
    overrides: Mapping[str, Any] | None,
    what: str,
    applies: Callable[[str], bool] | None = None,
) -> O:
    """``preset`` with ``overrides`` applied and checked.  ``what`` names the game/rules in messages.

    ``applies(name)`` says whether the rule set accepts an option; an unknown name is answered with the
    options a table may set (those not fixed by the rule set, and that apply), then the fixed ones.
    """
    if not overrides:
        return preset
    if not isinstance(overrides, Mapping):
        raise BadOption(
            f"options for {what} must be an object of name: value, got {overrides!r}",
            key="option-not-object", what=what, got=repr(overrides),
        )  # fmt: skip
    fields = {f.name: f for f in option_fields(cls)}
    changes: dict[str, Any] = {}
    for raw, value in overrides.items():
        if not isinstance(raw, str):
            raise UnknownOption(f"option names must be strings, got {raw!r}", key="option-name", got=repr(raw))
        name = normalise_name(raw)
        if name not in fields:
            settable, fixed = settable_names(cls, applies)
            raise UnknownOption(
                f"unknown option {raw!r} for {what}; {settable_text(cls, applies)}", key="option-unknown",
                name=repr(raw), what=what, settable=", ".join(settable), settable_count=len(settable),
                fixed=", ".join(fixed), fixed_count=len(fixed),
            )  # fmt: skip
        changes[name] = coerce_value(fields[name], getattr(preset, name), value, what)
    return dataclasses.replace(preset, **changes)  # type: ignore[type-var]


def settable_names(cls: type, applies: Callable[[str], bool] | None = None) -> tuple[list[str], list[str]]:
    """The options of ``cls`` a table may set (those not fixed by the rule set, and that apply), and the fixed ones."""
    fields = option_fields(cls)
    settable = [f.name.replace("_", "-") for f in fields
                if not f.metadata.get("fixed") and (applies is None or applies(f.name))]  # fmt: skip
    fixed = [f.name.replace("_", "-") for f in fields if f.metadata.get("fixed")]
    return settable, fixed


def settable_text(cls: type, applies: Callable[[str], bool] | None = None) -> str:
    """``valid options: a, b; fixed by the rule set …: c, d`` for the options of ``cls`` (``a, b``: those a
    table may set)."""
    settable, fixed = settable_names(cls, applies)
    text = "valid options: " + (", ".join(settable) or "none")
    if fixed:
        text += "; fixed by the rule set (choose another rule set to change them): " + ", ".join(fixed)
    return text


def coerce_value(f: dataclasses.Field[Any], current: Any, value: Any, what: str) -> Any:
    md = f.metadata
    label = f.name.replace("_", "-")
    if isinstance(current, bool) or md.get("kind") == "bool":
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "yes", "on", "1", "false", "no", "off", "0"):
            return value.lower() in ("true", "yes", "on", "1")
        raise BadOption(
            f"option {label} of {what} must be true or false, got {value!r}",
            key="option-bool",
            **_said(label, what, value),
        )
    if "choices" in md:
        choices = list(md["choices"])
        if isinstance(value, str) and value in choices:
            return value
        if not isinstance(value, str):
            for c in choices:
                if c == value and type(c) is type(value):
                    return c
        shown = ", ".join(map(str, choices))
        raise BadOption(
            f"option {label} of {what} must be one of {shown}, got {value!r}",
            key="option-choice", choices=shown, **_said(label, what, value),
        )  # fmt: skip
    kind = md.get("kind", type(current).__name__ if current is not None else "int")
    if kind == "int":
        if isinstance(value, str):
            try:
                value = int(value)
            except ValueError:
                raise BadOption(
                    f"option {label} of {what} must be an integer, got {value!r}",
                    key="option-int",
                    **_said(label, what, value),
                ) from None
        if isinstance(value, bool) or not isinstance(value, int):
            if value is None and md.get("nullable"):
                return None
            raise BadOption(
                f"option {label} of {what} must be an integer, got {value!r}",
                key="option-int",
                **_said(label, what, value),
            )
        lo, hi = md.get("min"), md.get("max")
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            raise BadOption(
                f"option {label} of {what} must be between {lo} and {hi}, got {value}",
                key="option-range", option=label, what=what, lo=str(lo), hi=str(hi), got=str(value),
            )  # fmt: skip
        return value
    if kind == "str":
        if not isinstance(value, str):
            raise BadOption(
                f"option {label} of {what} must be a string, got {value!r}",
                key="option-str",
                **_said(label, what, value),
            )
        return value
    raise BadOption(
        f"option {label} of {what}: cannot read {value!r}", key="option-unreadable", **_said(label, what, value)
    )


def _said(label: str, what: str, value: object) -> dict[str, object]:
    """The variables of an option's refusal: the option, the game and rule set, the value as sent."""
    return {"option": label, "what": what, "got": repr(value)}


def options_to_json(obj: object) -> dict[str, Any]:
    return {f.name.replace("_", "-"): getattr(obj, f.name) for f in option_fields(type(obj))}
