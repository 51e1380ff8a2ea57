"""Research tools: determinization (``determinize``) and, beside it, the research API."""
