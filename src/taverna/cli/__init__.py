"""The `taverna` command."""
