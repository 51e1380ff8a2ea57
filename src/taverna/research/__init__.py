"""Research tools: the fast Cucù kernel (:mod:`taverna.research.kernel`) and the research APIs."""
