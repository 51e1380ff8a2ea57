"""Research tools: the bot arena, adapters for research libraries, fast simulation and analysis."""
