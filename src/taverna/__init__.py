"""Taverna: the Cuckoo family of card games, exact rules, play and research."""

__version__ = "0.1.0"
