"""Research tools: strategy analysis (:mod:`taverna.research.analyze`)."""
